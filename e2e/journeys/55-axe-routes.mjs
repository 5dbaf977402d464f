// axe-core on every spec route (issue 21): each route of e2e/routes.mjs as the admin (who may open
// every area) in English, and the public routes as a visitor in Chinese and Spanish. No violations
// of axe's default rules (WCAG 2.x A/AA and best practices). E2E_AXE_ALL=1 also walks every route
// as the learner in all three languages (the full run, about three times as long).
import { allRoutes, publicRoutes } from '../routes.mjs';
import { DEMO, assert, loginViaUi, waitForPage } from '../lib/app.mjs';
import { axeViolations } from '../lib/axe.mjs';

const axe = (page, label) => axeViolations(page, label);

/** Client-side navigation, as a link does (a full load per route would cost seconds each). */
async function go(page, path, full) {
  if (full) await page.goto(path);
  else
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  // A page still loading has only its spinner (no h1): on a busy machine a post can take over 8 s.
  await waitForPage(page, 15_000).catch(() => {});
  // Data and lazy parts render after the heading.
  await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => {});
}

async function walk(t, page, routes, tag) {
  const found = [];
  let group = null;
  for (const r of routes) {
    const route = typeof r === 'string' ? { path: r, group: 'public' } : r;
    // Rooms are full-screen layouts of their own: each is loaded in full.
    const full = route.group !== group || route.group === 'room';
    group = route.group;
    await go(page, route.path, full);
    found.push(...(await axe(page, `${tag} ${route.path}`)));
    page.errors.splice(0);
  }
  return found;
}

export default function register(test) {
  test(
    'axe: every spec route as the admin (en), no violations',
    async (t) => {
      const page = await t.newPage();
      await loginViaUi(page, DEMO.admin.email, DEMO.admin.password);
      const found = await walk(t, page, allRoutes, 'admin en');
      assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
    },
    { timeoutMs: 600_000, group: 'axe-routes' },
  );
  for (const lng of ['zh', 'es'])
    test(
      `axe: the public routes as a visitor (${lng}), no violations`,
      async (t) => {
        const page = await t.newPage({ locale: lng === 'zh' ? 'zh-CN' : 'es-ES' });
        await page.goto('/');
        await page.evaluate((l) => localStorage.setItem('siteLanguage', l), lng);
        const found = await walk(t, page, publicRoutes, `visitor ${lng}`);
        assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
      },
      { timeoutMs: 400_000, group: 'axe-routes' },
    );
  if (process.env.E2E_AXE_ALL)
    for (const lng of ['en', 'zh', 'es'])
      test(
        `axe: every spec route as the learner (${lng}), no violations`,
        async (t) => {
          const page = await t.newPage();
          await loginViaUi(page, DEMO.learner.email, DEMO.learner.password);
          await page.evaluate((l) => localStorage.setItem('siteLanguage', l), lng);
          const found = await walk(t, page, allRoutes, `learner ${lng}`);
          assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
        },
        { timeoutMs: 600_000, group: 'axe-routes' },
      );
}
