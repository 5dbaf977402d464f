// Recordings (issue 17): a learner reads a demo article aloud with Chromium's fake microphone:
// record, pause, resume, stop, listen back, save; the "Save Successfully!" dialog leads to My
// Recording, where the recording is renamed. The teacher of the learner's class opens it and comments
// at a moment; the learner sees the comment. Sentence mode on a Chinese article plays the native
// sentence and shows the tones as pitch. Screenshots in en, zh and es with E2E_SHOTS=1.
import { chromium } from 'playwright-core';
import { apiToken, assert, DEMO, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';
import { demoArticles } from '../lib/reading.mjs';

const api = async (t, path, { token, body, method = body ? 'POST' : 'GET' } = {}) => {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json().catch(() => null) };
};

const shot = async (page, name) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: new URL(`../screenshots/recordings-${name}.png`, import.meta.url).pathname, fullPage: true });
};

/** The timer's seconds (m:ss). */
const timerSeconds = async (page) => {
  const [m, s] = (await page.getByTestId('recorder-timer').innerText()).split(':').map(Number);
  return m * 60 + s;
};

const waitForState = (page, state) => page.locator(`[data-testid="recorder-state"][data-state="${state}"]`).waitFor({ timeout: 15_000 });

export default function register(test) {
  test(
    'recordings: record, pause, resume, stop, listen, save, rename; the teacher comments at a moment; the learner sees it; sentence mode with pitch',
    async (t) => {
      // The harness's browser has no microphone; this journey brings one with a fake device (a beep).
      const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          '--autoplay-policy=no-user-gesture-required',
        ],
      });
      const newPage = async (locale = 'en-US', viewport = { width: 1280, height: 900 }) => {
        const context = await browser.newContext({ baseURL: t.baseUrl, locale, viewport });
        context.setDefaultTimeout(15_000);
        const page = await context.newPage();
        page.errors = [];
        page.on('pageerror', (err) => page.errors.push(err.message));
        page.on('response', (res) => res.status() >= 500 && page.errors.push(`HTTP ${res.status()} ${res.url()}`));
        return page;
      };
      try {
        const learnerEmail = uniqueEmail('reader');
        const teacherEmail = uniqueEmail('coach');
        let learnerId;
        let articleId;
        let zhArticle;

        await t.step('set-up: a school with a class, its teacher and a learner who joined by class code', async () => {
          await registerViaApi(t, { email: teacherEmail, role: 'Mentor', nick: 'Ms Wang' });
          await registerViaApi(t, { email: learnerEmail, nick: 'Lina' });
          const teacherToken = await apiToken(t, teacherEmail, 'secret123');
          const adminToken = await apiToken(t, DEMO.admin.email, DEMO.admin.password);
          const org = await api(t, '/organization/org', { token: teacherToken, body: { name: `Reading Club ${Date.now().toString(36)}` } });
          await api(t, `/organization/org/${org.body.id}`, { token: adminToken, method: 'PATCH', body: { seat_count: 5 } });
          const group = await api(t, `/organization/org/${org.body.id}/group`, { token: teacherToken, body: { name: 'Read aloud', join_code: true } });
          const learnerToken = await apiToken(t, learnerEmail, 'secret123');
          const joined = await api(t, '/organization/join', { token: learnerToken, body: { code: group.body.join_code } });
          assert(joined.status === 200, `join: ${joined.status}`);
          learnerId = (await api(t, '/user/me', { token: learnerToken })).body.id;
          const articles = await demoArticles(t);
          // A Chinese article with the computer voice's timings, opened with one of the learner's free uses.
          const zh = articles.filter((a) => a.language === 'Simplified_Chinese' && a.has_audio);
          assert(zh.length, 'a Chinese demo article with a recording');
          zhArticle = zh.find((a) => a.is_free) ?? zh[0];
          articleId = zhArticle.id;
          if (!zhArticle.is_free) {
            const res = await fetch(`${t.baseUrl}/api/v1/article/${articleId}/unlock`, {
              method: 'POST',
              headers: { authorization: `Bearer ${learnerToken}` },
            });
            assert(res.ok, `unlock: ${res.status}`);
          }
        });

        const learner = await newPage();
        await t.step('the learner records, pauses, resumes, stops and listens back', async () => {
          await loginViaUi(learner, learnerEmail, 'secret123');
          await learner.goto(`/article/${articleId}`);
          await learner.mouse.move(5, 5);
          await learner.mouse.move(9, 9);
          await learner.getByTestId('recorder').waitFor({ timeout: 20_000 });
          await waitForState(learner, 'idle');
          assert((await timerSeconds(learner)) === 0, 'the timer starts at 0:00');
          await learner.getByTestId('recorder-start').click();
          await waitForState(learner, 'recording');
          await learner.waitForFunction(() => document.querySelector('[data-testid="recorder-timer"]')?.textContent === '0:02', null, { timeout: 10_000 });
          await learner.getByTestId('recorder-pause').click();
          await waitForState(learner, 'paused');
          const paused = await timerSeconds(learner);
          await learner.waitForTimeout(1500);
          assert((await timerSeconds(learner)) === paused, 'the timer does not tick while paused');
          await learner.getByTestId('recorder-resume').click();
          await waitForState(learner, 'recording');
          await learner.waitForFunction((s) => document.querySelector('[data-testid="recorder-timer"]')?.textContent === `0:0${s + 1}`, paused, {
            timeout: 10_000,
          });
          await learner.getByTestId('recorder-stop').click();
          await waitForState(learner, 'stopped');
          const preview = learner.getByTestId('recorder-preview');
          await preview.waitFor();
          // The preview knows its length (Chromium's WebM recordings carry none) and starts at the beginning.
          await learner.waitForFunction(() => {
            const a = document.querySelector('[data-testid="recorder-preview"]');
            return a && a.readyState >= 1 && Number.isFinite(a.duration) && a.duration > 1 && a.currentTime === 0;
          });
          await shot(learner, 'recorder-stopped-en');
        });

        await t.step('Save: the spec’s message, the dialog and its link to My Recording', async () => {
          await learner.getByTestId('recorder-save').click();
          await learner.getByText('Success! Your recording has been saved.').waitFor({ timeout: 30_000 });
          await waitForState(learner, 'saved');
          const dialog = learner.getByRole('dialog', { name: 'Save Successfully!' });
          await dialog.waitFor();
          await shot(learner, 'saved-dialog-en');
          await dialog.getByRole('link', { name: 'My Recording' }).click();
          await learner.waitForURL('**/user/record');
          await waitForPage(learner);
          await learner.getByTestId('recording-card').first().waitFor();
          assert((await learner.getByTestId('recording-title').first().innerText()) === 'New Recording', 'saved as "New Recording"');
          await learner.getByTestId('recording-status').first().getByText('Waiting for feedback').waitFor();
        });

        await t.step('the learner renames it', async () => {
          await learner.getByTestId('rename').first().click();
          await learner.getByTestId('rename-input').fill('Reading aloud, take 1');
          await learner.getByRole('button', { name: 'Save name' }).click();
          await learner.getByTestId('recording-title').filter({ hasText: 'Reading aloud, take 1' }).waitFor();
        });

        await t.step('the teacher opens the member’s recordings and comments at a moment', async () => {
          const teacher = await newPage();
          await loginViaUi(teacher, teacherEmail, 'secret123');
          await teacher.goto('/teacher/organization/member');
          await waitForPage(teacher);
          await teacher.getByRole('link', { name: 'Recordings' }).first().click();
          await teacher.waitForURL(`**/teacher/organization/member/recording/${learnerId}`);
          await teacher.getByRole('heading', { name: 'Recordings of Lina' }).waitFor();
          await teacher.getByTestId('recording-card').first().waitFor();
          await teacher.getByRole('complementary', { name: 'Article text' }).waitFor();
          // The teacher moves the player to 0:01 and comments there.
          await teacher.waitForFunction(() => document.querySelector('[data-testid="recording-audio"]')?.readyState >= 1);
          await teacher.evaluate(() => {
            document.querySelector('[data-testid="recording-audio"]').currentTime = 1.2;
          });
          await teacher.getByTestId('comment-text').fill('Third tone: let it dip lower here.');
          await teacher.getByText(/At the current moment/).click();
          await teacher.getByTestId('comment-submit').click();
          await teacher.getByText('Comment added. The learner is notified.').waitFor();
          await teacher.getByTestId('recording-comment').getByText('Third tone: let it dip lower here.').waitFor();
          await shot(teacher, 'teacher-en');
          t.expectNoPageErrors?.(teacher);
          assert(!teacher.errors.length, teacher.errors.join('\n'));
        });

        await t.step('the learner sees the comment at its moment, and the recording as reviewed', async () => {
          await learner.reload();
          await waitForPage(learner);
          const comment = learner.getByTestId('recording-comment').first();
          await comment.getByText('Third tone: let it dip lower here.').waitFor();
          await comment.getByRole('button', { name: /Play from 0:01/ }).waitFor();
          await learner.getByTestId('recording-status').first().getByText('Reviewed').waitFor();
          await shot(learner, 'my-recording-en');
        });

        await t.step('sentence mode: the native sentence one tap away, and the tones as pitch', async () => {
          await learner.goto(`/article/${articleId}`);
          await learner.mouse.move(5, 5);
          await learner.mouse.move(9, 9);
          await learner.getByTestId('recorder').waitFor({ timeout: 20_000 });
          await learner.getByText('One sentence', { exact: true }).click();
          await learner.getByTestId('recorder-sentence').waitFor();
          await learner.getByTestId('recorder-native').click();
          await learner.getByRole('button', { name: 'Stop listening' }).waitFor();
          await learner.getByTestId('recorder-start').click();
          await waitForState(learner, 'recording');
          await learner.waitForFunction(() => document.querySelector('[data-testid="recorder-timer"]')?.textContent === '0:02', null, { timeout: 10_000 });
          await learner.getByTestId('recorder-stop').click();
          await waitForState(learner, 'stopped');
          await learner.getByTestId('recorder-pitch').click();
          await learner.getByTestId('pitch-view').waitFor({ timeout: 30_000 });
          await learner.locator('[data-testid="pitch-view"] svg').waitFor();
          await shot(learner, 'pitch-en');
          assert(!learner.errors.length, learner.errors.join('\n'));
        });

        if (process.env.E2E_SHOTS)
          await t.step('screenshots in zh and es, narrow and wide', async () => {
            for (const [locale, lang] of [
              ['zh-CN', 'zh'],
              ['es-ES', 'es'],
            ]) {
              for (const viewport of [
                { width: 390, height: 844 },
                { width: 1280, height: 900 },
              ]) {
                const page = await newPage(locale, viewport);
                const token = await apiToken(t, learnerEmail, 'secret123');
                // The account's interface language decides the pages' language once signed in.
                await api(t, '/user/me', { token, method: 'PATCH', body: { site_language: lang } });
                await page.addInitScript(
                  ([l, tok, id]) => {
                    localStorage.setItem('siteLanguage', l);
                    localStorage.setItem('token', tok);
                    localStorage.setItem('userId', String(id));
                  },
                  [lang, token, learnerId],
                );
                await page.goto('/user/record');
                await waitForPage(page);
                await shot(page, `my-recording-${lang}-${viewport.width}`);
                await page.goto(`/article/${articleId}`);
                await page.mouse.move(5, 5);
                await page.mouse.move(9, 9);
                await page.getByTestId('recorder').waitFor({ timeout: 20_000 });
                await page.getByTestId('recorder').scrollIntoViewIfNeeded();
                await page.screenshot({ path: new URL(`../screenshots/recordings-recorder-${lang}-${viewport.width}.png`, import.meta.url).pathname });
              }
            }
          });
      } finally {
        await browser.close();
      }
    },
    { timeoutMs: 240_000 },
  );
}
