// The actor (issue 13, decision 0080): a learner the admin gives "can edit articles" opens
// Administration from the account menu, lands on the article list with only the pages that grant
// opens, writes nothing they may not, and is told plainly on an admin-only page. Taking the grant
// back closes the CMS again.
import { apiToken, assert, DEMO, loginViaUi, openAccountMenu, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';

async function grant(t, adminToken, userId, on) {
  const res = await fetch(`${t.baseUrl}/api/v1/user/${userId}/edit_article?can_edit_article=${on}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert(res.ok, `edit_article: HTTP ${res.status}`);
}

export default function register(test) {
  test('cms: a learner given "can edit articles" reaches the article CMS, and only it', async (t) => {
    const editor = await registerViaApi(t, { email: uniqueEmail('editor'), nick: 'Ed Itor' });
    const adminToken = await apiToken(t, DEMO.admin.email, DEMO.admin.password);
    const me = await (
      await fetch(`${t.baseUrl}/api/v1/user/me`, { headers: { authorization: `Bearer ${await apiToken(t, editor.email, editor.password)}` } })
    ).json();
    await grant(t, adminToken, me.id, true);
    const page = await t.newPage();

    await t.step('the account menu offers Administration; it opens on the article list', async () => {
      await loginViaUi(page, editor.email, editor.password);
      await openAccountMenu(page);
      await page.getByRole('menuitem', { name: 'Administration' }).click();
      await page.waitForURL(/\/cms\/articleList$/);
      await waitForPage(page);
      const menu = page.getByRole('navigation', { name: 'Administration' });
      await menu.getByRole('link', { name: 'Articles' }).waitFor();
      assert((await menu.getByRole('link', { name: 'Orders' }).count()) === 0, 'an editor sees the Orders page in the menu');
      assert((await menu.getByRole('link', { name: 'Members' }).count()) === 0, 'an editor sees the Members page in the menu');
      if (process.env.E2E_SHOTS) await page.screenshot({ path: new URL('../screenshots/editor-article-list.png', import.meta.url).pathname, fullPage: true });
    });

    await t.step('every page of their menu is a working page: Edit categories lists the categories', async () => {
      const menu = page.getByRole('navigation', { name: 'Administration' });
      await menu.getByRole('link', { name: 'Edit categories' }).click();
      await page.waitForURL(/\/cms\/CategoryEdit$/);
      await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
      await page.getByText('Daily life').first().waitFor();
      if (process.env.E2E_SHOTS) await page.screenshot({ path: new URL('../screenshots/editor-categories.png', import.meta.url).pathname, fullPage: true });
    });

    await t.step('an admin-only page says it is not open to them', async () => {
      await page.goto(`${t.baseUrl}/cms/orderlist`);
      await page.getByText("This area isn't open to you").waitFor();
      if (process.env.E2E_SHOTS) await page.screenshot({ path: new URL('../screenshots/editor-not-allowed.png', import.meta.url).pathname });
    });

    await t.step('the grant taken back, Administration is gone after a reload', async () => {
      await grant(t, adminToken, me.id, false);
      await page.goto(`${t.baseUrl}/cms/articleList`);
      await page.getByText("This area isn't open to you").waitFor();
    });
  });
}
