import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export type RouteHandle = { titleKey?: string };

/** Sets the tab title from the deepest route that names its page (route `handle.titleKey`). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
  const title = key ? `${t(key)} · Lingbridge` : `Lingbridge · ${t('footer.tagline')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
