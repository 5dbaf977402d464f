import i18n from '../../lib/i18n';

/** The cartoon page's code and strings, behind one small import so the landing page's route table stays light. */
export async function loadCartoonPage() {
  const [mod] = await Promise.all([import('./pages/cartoon-page'), i18n.loadNamespaces(['cms', 'vocabulary'])]);
  return { Component: mod.Component };
}
