// axe-core with every select list and menu of the pages open (issue 21): the filters of materials,
// videos, events and activities, the event form (with its search for articles to discuss), the
// upload form of /video, the CMS editors and lists, the vocabulary export menu, and the teacher's
// materials form, members list, class report and class dialog. Each page's lists are opened one by
// one, found by structure (`aria-haspopup`), so a select added to one of these pages is walked too.
// The settings' language selects, the reader's filters and the event room's device choice are the
// browser's own (`<select>`): their list is not part of the page, and axe checks the field. No
// violations of axe's default rules, `region` (all content inside a landmark) included.
import { DEMO, apiToken, assert, loginViaUi, registerViaApi, uniqueEmail } from '../lib/app.mjs';
import { axeViolations, openEach, visit } from '../lib/axe.mjs';
import { demoArticles } from '../lib/reading.mjs';
import { teacherWithSchool } from '../lib/school.mjs';
import { assertInLanguage, setAccountLanguage, showAccountIn } from '../lib/site-language.mjs';
import { tr } from '../lib/strings.mjs';

const LOCALE = { en: 'en-US', zh: 'zh-CN', es: 'es-ES' };

/**
 * The pages, with the least number of lists that must open on each (a walk that opened nothing
 * would pass by mistake) and of native selects. `max` bounds a page whose rows each have a select.
 */
const ADMIN_PAGES = [
  { path: '/materials', lists: 2 },
  { path: '/videoplayer', lists: 2 },
  { path: '/speak/list', lists: 3 },
  { path: '/create/new', lists: 5 },
  { path: '/subscribe', lists: 0 },
  { path: '/read', lists: 0, natives: 2 },
  { path: '/setting', lists: 0, natives: 2 },
  { path: '/cms/articleEdit', lists: 5 },
  { path: '/cms/magazineEdit', lists: 1 },
  { path: '/cms/videoCategory', lists: 6, max: 6 },
  { path: '/cms/CategoryEdit', lists: 0 },
  { path: '/cms/userlist', lists: 1, max: 3 },
  { path: '/cms/application', lists: 1 },
  { path: '/cms/orderlist', lists: 2 },
  { path: '/cms/userActivity', lists: 1 },
  { path: '/cms/materialCreate', lists: 2 },
  { path: '/cms/eventEdit', lists: 1 },
  { path: '/cms/debateEdit/1', lists: 4 },
  { path: '/cms/cartoonEditor', lists: 2 },
];
const LEARNER_PAGES = [{ path: '/user/vocabulary/notebook', lists: 1 }];

/** Visits each page and opens its lists; answers the tally of lists opened and native selects seen. */
async function walkPages(t, page, pages, found, tag, lng, first = true) {
  const tally = { opened: 0, natives: 0 };
  for (const p of pages) {
    if (!(await visit(page, p.path, first))) found.push(`${tag} ${p.path}: the page did not come on screen in 20 s`);
    if (first) await assertInLanguage(page, lng);
    first = false;
    // Some lists come with the page's data (the caption menu with the captions, the export menu enabled with words).
    if (p.lists)
      await page
        .waitForFunction(
          (n) => [...document.querySelectorAll('main [aria-haspopup]')].filter((e) => !e.disabled && e.getClientRects().length).length >= n,
          p.lists,
          { timeout: 10_000, polling: 100 },
        )
        .catch(() => {});
    const { opened, natives } = await openEach(t, page, found, `${tag} ${p.path}`, page.locator('main'), { max: p.max });
    t.note(`${tag} ${p.path}: ${opened} list(s) opened, ${natives} native select(s)`);
    if (opened < p.lists) found.push(`${tag} ${p.path}: ${opened} list(s) opened, expected at least ${p.lists}`);
    if (natives < (p.natives ?? 0)) found.push(`${tag} ${p.path}: ${natives} native select(s), expected ${p.natives}`);
    tally.opened += opened;
    tally.natives += natives;
    page.errors.splice(0);
  }
  return tally;
}

const report = (tag, tally, found) => {
  console.log(`  ${tag}: ${tally.opened} lists and menus opened, ${tally.natives} native selects, ${found.length} violation(s)`);
  assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
};

export default function register(test) {
  for (const lng of ['en', 'zh', 'es']) {
    test(
      `axe: the select lists and menus of the public pages, the CMS and the learner's pages open (${lng}), no violations`,
      async (t) => {
        const found = [];
        const admin = await t.newPage({ locale: LOCALE[lng] });
        await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
        await showAccountIn(admin, lng);
        const tally = await walkPages(t, admin, ADMIN_PAGES, found, `admin ${lng}`, lng);

        // /video: the caption download menu under the player, a tooltip of its controls, and the
        // three panels beside the player (the upload form's list open too).
        const video = await walkPages(t, admin, [{ path: '/video', lists: 1 }], found, `admin ${lng}`, lng, false);
        tally.opened += video.opened;
        await t.step(`admin ${lng} /video: axe with a tooltip of the player shown`, async () => {
          await admin.getByTestId('watch-speed').hover();
          await admin.getByRole('tooltip').waitFor();
          found.push(...(await axeViolations(admin, `admin ${lng} /video, a tooltip of the player`, 300)));
          await admin.mouse.move(2, 2);
        });
        for (const panel of ['notebook', 'history', 'upload'])
          await t.step(`admin ${lng} /video: axe with the ${panel} panel open`, async () => {
            await admin.getByTestId(`panel-${panel}`).click();
            await admin.getByTestId('watch-panel').waitFor();
            await admin.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
            found.push(...(await axeViolations(admin, `admin ${lng} /video, the ${panel} panel`, 300)));
          });
        const upload = await openEach(t, admin, found, `admin ${lng} /video upload`, admin.getByTestId('upload-form'));
        if (upload.opened < 1) found.push(`admin ${lng} /video: the upload form's list did not open`);
        tally.opened += upload.opened;

        // A learner of their own with a word saved (from an article's word pop-up), so the
        // notebook's export menu is enabled.
        const me = await registerViaApi(t, { email: uniqueEmail(`axe-selects-${lng}`), nick: `Axe ${lng}` });
        const learner = await t.newPage({ locale: LOCALE[lng] });
        await loginViaUi(learner, me.email, me.password);
        await setAccountLanguage(t, await apiToken(t, me.email, me.password), lng);
        const article = (await demoArticles(t)).find((a) => a.language === 'Simplified_Chinese' && a.is_free);
        await learner.goto(`/article/${article.id}`);
        // The page takes the account's new language first (its texts load, the article renders
        // again): under every walk of the group at once on two cores, a click before that settled
        // waited out the 10 s an action has (CI, es and zh).
        await learner.waitForLoadState('networkidle');
        await learner.locator('.lb-word').nth(1).click({ timeout: 30_000 });
        const saved = learner.waitForResponse((r) => /\/api\/v1\/vocabulary\/save\/\d+$/.test(r.url()) && r.request().method() === 'POST');
        await learner.getByTestId('word-popup').locator('button[aria-pressed="false"]').first().click();
        assert((await saved).ok(), 'saving a word failed');
        await learner.keyboard.press('Escape');
        const mine = await walkPages(t, learner, LEARNER_PAGES, found, `learner ${lng}`, lng);
        tally.opened += mine.opened;
        tally.natives += mine.natives;
        report(`admin and learner ${lng}`, tally, found);
      },
      { timeoutMs: 600_000, group: 'axe-selects' },
    );
  }
  // The teachers' walks after the admins' (three sign-ins at once, not six, on a 2-core machine).
  for (const lng of ['en', 'zh', 'es']) {
    test(
      `axe: the teacher's select lists open (materials, members, the class report and dialog) (${lng}), no violations`,
      async (t) => {
        const s = (key) => tr(lng, `organizations:${key}`);
        const { teacher, group } = await teacherWithSchool(t, `axe-selects-${lng}`);
        const found = [];
        const page = await t.newPage({ locale: LOCALE[lng] });
        await loginViaUi(page, teacher.email, teacher.password);
        await setAccountLanguage(t, teacher.token, lng);
        const tally = await walkPages(
          t,
          page,
          [
            { path: '/teacher/materials', lists: 2 },
            { path: '/teacher/organization/member', lists: 0 },
          ],
          found,
          `teacher ${lng}`,
          lng,
        );
        await visit(page, '/teacher/organization/group', false);
        const dialog = page.getByRole('dialog');
        const groupCard = page.locator('article').filter({ has: page.getByRole('heading', { name: group.name, exact: true }) });
        await groupCard.getByRole('button', { name: s('assign.title') }).click();
        await dialog.getByRole('tab', { name: s('report.title') }).click();
        await dialog.getByRole('table').first().waitFor();
        const reportLists = await openEach(t, page, found, `teacher ${lng}: the class report`, dialog);
        if (reportLists.opened < 2) found.push(`teacher ${lng}: ${reportLists.opened} list(s) of the class report opened, expected 2`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await groupCard.getByRole('button', { name: s('group.edit') }).click();
        await dialog.waitFor();
        const dialogLists = await openEach(t, page, found, `teacher ${lng}: the class dialog`, dialog);
        if (dialogLists.opened < 1) found.push(`teacher ${lng}: no list of the class dialog opened`);
        tally.opened += reportLists.opened + dialogLists.opened;
        report(`teacher ${lng}`, tally, found);
      },
      { timeoutMs: 300_000, group: 'axe-selects-teacher' },
    );
  }
}
