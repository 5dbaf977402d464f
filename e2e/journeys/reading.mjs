// Read (issue 4): a visitor reads the free article of the current issue and meets the lock on a
// subscriber-only one; a subscriber (PRO through the sandbox checkout) reads a subscriber-only
// article, toggles pinyin, looks a word up and saves it, plays the recording at 1.5× (the element's
// playbackRate), does the cloze and the quiz, downloads the PDF and the Word file (checked by their
// bytes); an editor writes an article in the CMS and uploads its recording, and a learner finds it
// under its category and by search.
import fs from 'node:fs';
import { apiToken, assert, DEMO, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';
import { demoArticles, wav } from '../lib/reading.mjs';

const api = async (t, path, { token, body, method = body ? 'POST' : 'GET', form } = {}) => {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, { method: form ? 'POST' : method, headers, body: form ?? (body ? JSON.stringify(body) : undefined) });
  return { status: res.status, body: await res.json().catch(() => null) };
};

/** Set-up: a paid monthly subscription through the sandbox checkout (the billing journey does it on screen). */
async function subscribeViaApi(t, token) {
  const co = await api(t, '/billing/checkout', { token, body: { plan: 'monthly' } });
  assert(co.status === 201, `checkout: HTTP ${co.status} ${JSON.stringify(co.body)}`);
  const paid = await api(t, `/billing/sandbox/${co.body.session_id}/complete`, { token, body: { outcome: 'success' } });
  assert(paid.status === 200, `sandbox payment: HTTP ${paid.status} ${JSON.stringify(paid.body)}`);
  const ent = await api(t, '/billing/entitlements', { token });
  assert(ent.body?.pro === true && ent.body.reason === 'subscription', `not PRO after paying: ${JSON.stringify(ent.body)}`);
}

/** Picks an option of a Mantine select by its label. */
async function pick(page, label, option) {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks a download button and returns the file's bytes. */
async function download(page, testId) {
  const event = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const d = await event;
  const file = await d.path();
  return { name: d.suggestedFilename(), bytes: fs.readFileSync(file) };
}

export default function register(test) {
  test('read: a visitor reads a free article and meets the lock on another', async (t) => {
    const items = await demoArticles(t);
    const free = items.find((a) => a.is_free && a.language === 'Simplified_Chinese');
    const locked = items.find((a) => !a.is_free && a.language === 'Simplified_Chinese');
    const page = await t.newPage();
    await t.step('/read shows the current issue and the list with free and locked marks', async () => {
      await page.goto('/read');
      await waitForPage(page);
      await page.getByText('Issue 2', { exact: false }).first().waitFor();
      await page.getByText('Free', { exact: true }).first().waitFor();
      await page.getByText('Subscribers', { exact: true }).first().waitFor();
    });
    await t.step('the free article opens in full, with clickable words', async () => {
      await page.goto(`/free-article/${free.id}`);
      await page.locator('.lb-word').first().waitFor();
    });
    await t.step('a subscriber-only article shows the lock with log in and subscribe', async () => {
      await page.goto(`/article/${locked.id}`);
      const lock = page.getByTestId('article-lock');
      await lock.waitFor();
      assert((await page.locator('.lb-word').count()) === 0, 'locked text reached the page');
      await lock.getByRole('link', { name: 'Log in' }).waitFor();
      await lock.getByRole('link', { name: 'Sign up free' }).waitFor();
      await lock.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByRole('dialog', { name: 'A PRO feature' }).getByRole('button', { name: 'Go PRO' }).click();
      await page.waitForURL(/\/subscribe$/);
    });
  });

  test('read: a subscriber reads a subscriber-only article: pinyin, look-up and save, 1.5×, cloze, quiz, PDF and Word', async (t) => {
    const items = await demoArticles(t);
    const user = await registerViaApi(t, { email: uniqueEmail('subscriber'), nick: 'Subscriber' });
    const token = await apiToken(t, user.email, user.password);
    await subscribeViaApi(t, token);
    const article =
      items.find((a) => a.language === 'Simplified_Chinese' && !a.is_free && a.has_audio) ??
      items.find((a) => a.language === 'Simplified_Chinese' && !a.is_free);
    if (!article.has_audio) {
      // Without espeak-ng the demo has no recordings: the editor gives this article one.
      const form = new FormData();
      form.append('file', new Blob([wav()], { type: 'audio/wav' }), 'voice.wav');
      const admin = await apiToken(t, DEMO.admin.email, DEMO.admin.password);
      const up = await api(t, `/article/${article.id}/audio`, { token: admin, form });
      assert(up.status === 200 && up.body.has_audio, `audio upload: HTTP ${up.status}`);
    }
    const page = await t.newPage();
    await t.step('log in as the subscriber and open the subscriber-only article in full, without a free use', async () => {
      await loginViaUi(page, user.email, user.password);
      assert((await page.evaluate(() => localStorage.getItem('isPaid'))) === 'true', 'the app does not know the user is PRO');
      await page.goto(`/article/${article.id}`);
      await page.locator('.lb-word').first().waitFor();
      assert((await page.getByTestId('article-lock').count()) === 0, 'the lock is shown to a subscriber');
      assert((await page.getByText(/free use/).count()) === 0, 'the subscriber was charged a free use');
    });
    await t.step('pinyin toggles the ruby off and on', async () => {
      assert((await page.locator('.lb-word ruby').count()) > 0, 'no ruby pinyin');
      await page.getByRole('switch', { name: 'Pinyin' }).click({ force: true });
      await page.waitForFunction(() => document.querySelectorAll('.lb-word ruby').length === 0, null, { timeout: 5000 });
      await page.getByRole('switch', { name: 'Pinyin' }).click({ force: true });
      await page.locator('.lb-word ruby').first().waitFor();
    });
    await t.step('a word opens the shared pop-up and is saved to the notebook', async () => {
      await page.locator('.lb-word').nth(1).click();
      const dialog = page.getByRole('dialog').first();
      await dialog.waitFor();
      const star = dialog.getByRole('button', { name: /^Save “.+” to my notebook$/ });
      assert((await star.getAttribute('aria-pressed')) === 'false', 'the word was saved already');
      const saved = page.waitForResponse((r) => /\/api\/v1\/vocabulary\/save\/\d+$/.test(r.url()) && r.request().method() === 'POST');
      await star.click();
      const res = await saved;
      assert(res.status() === 200 && (await res.json()).is_saved === true, `saving answered HTTP ${res.status()}`);
      assert((await star.getAttribute('aria-pressed')) === 'true', 'the star is not on');
      await page.keyboard.press('Escape');
    });
    await t.step('the recording is real audio and plays at 1.5×: the audio element playbackRate is 1.5', async () => {
      const audio = page.locator('audio').first();
      const src = await audio.getAttribute('src');
      const res = await page.request.get(src, { headers: { range: 'bytes=0-15' } });
      assert(
        [200, 206].includes(res.status()) && /^audio\//.test(res.headers()['content-type']),
        `the recording answered HTTP ${res.status()} ${res.headers()['content-type']}`,
      );
      await page.getByTestId('reader-speed').selectOption('1.5');
      const rate = await audio.evaluate((a) => a.playbackRate);
      assert(rate === 1.5, `playbackRate ${rate}`);
    });
    await t.step('the cloze test scores the answers', async () => {
      await page.locator('.lb-cloze [role="group"] label').first().click();
      await page.locator('.lb-cloze-blank').first().click();
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByTestId('cloze-score').waitFor();
    });
    await t.step('PDF and Word download as real files: %PDF, and a zip (docx)', async () => {
      const pdf = await download(page, 'download-pdf');
      assert(
        /\.pdf$/.test(pdf.name) && pdf.bytes.subarray(0, 5).toString('latin1') === '%PDF-',
        `PDF ${pdf.name} starts with ${JSON.stringify(pdf.bytes.subarray(0, 8).toString('latin1'))}`,
      );
      assert(pdf.bytes.length > 2000, `PDF of ${pdf.bytes.length} bytes`);
      const docx = await download(page, 'download-docx');
      assert(/\.docx$/.test(docx.name) && docx.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])), `Word ${docx.name} is not a zip`);
      assert(docx.bytes.includes(Buffer.from('word/document.xml')), 'the Word file has no word/document.xml');
    });
    await t.step('the quiz ends with a score summary of one of the four tiers', async () => {
      await page.getByTestId('take-quiz').click();
      await page.getByTestId('quiz-start').or(page.getByTestId('quiz-unfinished')).first().waitFor();
      if (await page.getByTestId('quiz-start').isVisible()) await page.getByTestId('quiz-start').click();
      else await page.getByRole('button', { name: 'Restart' }).click();
      for (;;) {
        await page.getByRole('radio').first().check();
        await page.getByTestId('quiz-submit').click();
        const next = page.getByTestId('quiz-next');
        await next.waitFor();
        const last = (await next.innerText()).includes('score');
        await next.click();
        if (last) break;
      }
      const summary = page.getByTestId('quiz-summary');
      await summary.waitFor();
      assert(['zero', 'low', 'high', 'perfect'].includes(await summary.getAttribute('data-tier')), 'no tier');
      await summary.getByText(/^Score \d+ \/ \d+ · success rate \d+%$/).waitFor();
      t.expectNoPageErrors(page, 'the subscriber journey');
    });
  });

  test('read: an editor writes an article in the CMS with a recording; a learner finds it by category and search', async (t) => {
    await demoArticles(t);
    const tag = `Zorrito${Date.now().toString(36)}`;
    const title = `El ${tag} del bosque`;
    const editor = await t.newPage();
    await loginViaUi(editor, DEMO.admin.email, DEMO.admin.password);
    await t.step('the editor writes and publishes the article', async () => {
      await editor.goto('/cms/articleEdit');
      await editor.getByTestId('cms-title').fill(title);
      await pick(editor, 'Language', 'Spanish');
      await pick(editor, 'Category', 'Nature & Environment');
      await pick(editor, 'Status', 'Published');
      await editor.getByLabel('Free article (open to everyone)').check();
      await editor.getByTestId('cms-body').fill(`Un ${tag} vive en el bosque. Le gustan las fresas.`);
      await editor.getByLabel('English translation').fill('A little fox lives in the forest. It likes strawberries.');
      await editor.getByTestId('cms-save').click();
      await editor.waitForURL(/\/cms\/articleEdit\/\d+$/);
    });
    await t.step('and uploads its recording', async () => {
      const chooser = editor.waitForEvent('filechooser');
      await editor.getByTestId('upload-audio').click();
      await (await chooser).setFiles({ name: 'voice.wav', mimeType: 'audio/wav', buffer: wav() });
      await editor.getByRole('status').filter({ hasText: 'uploaded' }).waitFor();
      await editor.locator('audio[src]').first().waitFor({ state: 'attached' });
      t.expectNoPageErrors(editor, 'the CMS');
    });
    const page = await t.newPage();
    // The learner learns Spanish from the first page on (set before any page loads: a change made
    // while a server-rendered page is being taken over would race its hydration).
    await page.context().addInitScript(() => {
      if (!localStorage.getItem('learningLanguage')) localStorage.setItem('learningLanguage', 'Spanish');
    });
    await t.step('a learner finds it under its category and opens it with its recording', async () => {
      await page.goto('/category/nature-and-environment');
      await page.getByText(title).click();
      await page.waitForURL(/\/(free-)?article\/\d+$/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('audio[src]').first().waitFor({ state: 'attached' });
    });
    await t.step('and by search', async () => {
      await page.goto(`/ArticleSearch/${tag}`);
      await page.getByText(title).waitFor();
      await page.goto('/ArticleSearch/xyznotaword');
      await page.getByText('no articles found, please try other input').waitFor();
    });
  });
}
