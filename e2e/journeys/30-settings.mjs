// Account settings at /setting (spec 01 §2, §3 Account form): nick name, learning language and an
// avatar upload, checked on screen and through GET /user/me; then the interface switched to 中文 and
// Español through the site-language field, checking that the visible text changes language.
import { accountTrigger, assert, bodyText, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';

// A 16×16 teal PNG (79 bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPgL8sjCTGMahjVMHw1AADRzfMB51v/iwAAAABJRU5ErkJggg==', 'base64');

/** GET /user/me with the token the page holds, as the app itself would. */
async function meOf(t, page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${t.baseUrl}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } });
  assert(res.ok, `GET /user/me: HTTP ${res.status}`);
  return res.json();
}

const section = (page, id) => page.locator(`section[aria-labelledby="${id}"]`);

export default function register(test) {
  test('settings: nick name, learning language and avatar', async (t) => {
    const user = await registerViaApi(t, { email: uniqueEmail('settings'), nick: 'Before Name' });
    const page = await t.newPage();
    await t.step('log in and open /setting', async () => {
      await loginViaUi(page, user.email, user.password);
      await page.goto('/setting');
      await waitForPage(page);
    });

    await t.step('change the nick name', async () => {
      const profile = section(page, 'settings-profile');
      await profile.getByLabel(/user ?name|nick ?name/i).fill('Mei Settings');
      await profile.getByRole('button', { name: /save/i }).click();
      await page
        .getByText(/profile saved/i)
        .first()
        .waitFor();
      assert((await meOf(t, page)).nick_name === 'Mei Settings', 'the nick name was not saved');
      await accountTrigger(page).click();
      await page.getByRole('menu').getByText('Mei Settings').waitFor();
      await page.keyboard.press('Escape');
    });

    await t.step('change the learning language to Spanish', async () => {
      const langs = section(page, 'settings-languages');
      await langs.getByLabel(/learning language/i).selectOption('Spanish');
      await langs.getByRole('button', { name: /save/i }).click();
      await page
        .getByText(/update successful/i)
        .first()
        .waitFor();
      assert((await meOf(t, page)).learning_language === 'Spanish', 'the learning language was not saved');
      const stored = await page.evaluate(() => localStorage.getItem('learningLanguage'));
      assert(stored === 'Spanish', `local storage learningLanguage is ${stored}`);
    });

    await t.step('upload an avatar (PNG)', async () => {
      const before = (await meOf(t, page)).avatar;
      const chooser = page.waitForEvent('filechooser');
      await section(page, 'settings-profile')
        .getByRole('button', { name: /avatar|upload/i })
        .click();
      await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
      await page
        .getByText(/^uploaded/i)
        .first()
        .waitFor();
      const after = (await meOf(t, page)).avatar;
      assert(after?.file_id && after.file_id !== before?.file_id, `avatar not stored: ${JSON.stringify(after)}`);
      // The page shows the stored image, and the server answers it.
      const img = section(page, 'settings-profile').locator(`img[src*="${after.file_id}"]`);
      await img.waitFor();
      const res = await page.request.get(await img.getAttribute('src'));
      assert(res.ok() && /^image\//.test(res.headers()['content-type'] ?? ''), `avatar URL answers ${res.status()}`);
    });
  });

  test('interface language: settings switch it to 中文 and Español', async (t) => {
    const user = await registerViaApi(t, { email: uniqueEmail('i18n'), nick: 'Polyglot' });
    const page = await t.newPage();
    await t.step('log in and open /setting in English', async () => {
      await loginViaUi(page, user.email, user.password);
      await page.goto('/setting');
      await waitForPage(page);
    });
    const english = await bodyText(page);
    const englishNav = await page.locator('header nav a').allInnerTexts();

    for (const target of [
      { label: '中文', code: 'zh', name: 'Simplified_Chinese', script: /[\u4e00-\u9fff]/g, htmlLang: /^zh/ },
      { label: 'Español', code: 'es', name: 'Spanish', script: /[áéíóúñ¿¡]/gi, htmlLang: /^es/ },
    ]) {
      await t.step(`choose ${target.label} as the site language and save`, async () => {
        const langs = section(page, 'settings-languages');
        await langs
          .getByLabel(/site language|语言|idioma/i)
          .last()
          .selectOption({ label: target.label });
        await langs.getByRole('button').last().click();
        await page.waitForFunction((code) => localStorage.getItem('siteLanguage') === code, target.code, { timeout: 10_000 });
        await page.waitForFunction((re) => new RegExp(re).test(document.documentElement.lang), target.htmlLang.source);
      });
      await t.step(`the visible text is in ${target.label}`, async () => {
        await page.waitForTimeout(300);
        const text = await bodyText(page);
        assert(text !== english, 'the page text did not change');
        const hits = (text.match(target.script) ?? []).length;
        assert(hits >= 10, `only ${hits} ${target.label} character(s) on the page`);
        const nav = await page.locator('header nav a').allInnerTexts();
        const same = nav.filter((x, i) => x && x === englishNav[i]);
        assert(!same.length, `navigation still in English: ${same.join(', ')}`);
        for (const word of ['Account Setting', 'Save', 'Learning language', 'Profile']) {
          assert(!text.includes(word), `English text "${word}" left on the ${target.label} screen`);
        }
        assert((await meOf(t, page)).site_language === target.name, 'the site language was not saved on the account');
      });
      await t.step(`${target.label} stays after a reload`, async () => {
        await page.reload();
        await waitForPage(page);
        await page.waitForTimeout(200);
        const hits = ((await bodyText(page)).match(target.script) ?? []).length;
        assert(hits >= 10, `after a reload only ${hits} ${target.label} character(s) on the page`);
      });
    }
  });
}
