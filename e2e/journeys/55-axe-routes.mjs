// axe-core on every spec route (issue 21): each route of e2e/routes.mjs as the admin (who may open
// every area) in English, the public routes as a visitor in Chinese and Spanish, every route as the
// learner in English, Chinese and Spanish, and the teacher area with the organisation pages as a
// teacher who runs a school in all three. The walks run at once, each in its own browser context. No
// violations of axe's default rules (WCAG 2.x A/AA and best practices).
import { allRoutes, publicRoutes, teacherWalkRoutes } from '../routes.mjs';
import { DEMO, assert, loginViaUi } from '../lib/app.mjs';
import { axeViolations, visit } from '../lib/axe.mjs';
import { teacherWithSchool } from '../lib/school.mjs';
import { setAccountLanguage, showAccountIn } from '../lib/site-language.mjs';

const axe = (page, label) => axeViolations(page, label);

/** Visits each route and runs axe; also fails a page not in `lng` (html lang), so no walk passes in English by mistake. */
async function walk(t, page, routes, tag, lng = 'en') {
  const found = [];
  let group = null;
  for (const r of routes) {
    const route = typeof r === 'string' ? { path: r, group: 'public' } : r;
    // Rooms are full-screen layouts of their own: each is loaded in full.
    const full = route.group !== group || route.group === 'room';
    group = route.group;
    if (!(await visit(page, route.path, full))) found.push(`${tag} ${route.path}: the page did not come on screen in 20 s`);
    found.push(...(await axe(page, `${tag} ${route.path}`)));
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (!lang.startsWith(lng)) found.push(`${tag} ${route.path}: the page is in "${lang}", not ${lng}`);
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
        const found = await walk(t, page, publicRoutes, `visitor ${lng}`, lng);
        assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
      },
      { timeoutMs: 400_000, group: 'axe-routes' },
    );
  for (const lng of ['en', 'zh', 'es'])
    test(
      `axe: every spec route as the learner (${lng}), no violations`,
      async (t) => {
        const page = await t.newPage();
        await loginViaUi(page, DEMO.learner.email, DEMO.learner.password);
        // The three walks share the demo learner (and its data): each context sees it in its language.
        await showAccountIn(page, lng);
        const found = await walk(t, page, allRoutes, `learner ${lng}`, lng);
        assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
      },
      { timeoutMs: 600_000, group: 'axe-routes' },
    );
  // A teacher who runs a school (an organisation, a class, learners, an assignment), so the teacher
  // area's pages show their lists and tables rather than empty states.
  for (const lng of ['en', 'zh', 'es'])
    test(
      `axe: the teacher area and the organisation pages as a teacher (${lng}), no violations`,
      async (t) => {
        const { teacher, learners } = await teacherWithSchool(t, `axe-walk-${lng}`);
        const page = await t.newPage();
        await loginViaUi(page, teacher.email, teacher.password);
        // After signing in (which finds the account menu by its English name); the walk's first load reads it.
        await setAccountLanguage(t, teacher.token, lng);
        const routes = teacherWalkRoutes.map((r) =>
          r.path === '/teacher/organization/member/recording/1' ? { ...r, path: `/teacher/organization/member/recording/${learners[0].user_id}` } : r,
        );
        const found = await walk(t, page, routes, `teacher ${lng}`, lng);
        assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
      },
      { timeoutMs: 400_000, group: 'axe-routes' },
    );
}
