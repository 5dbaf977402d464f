// My learning (issue 18): a brand-new learner sees the empty report, reads two articles, looks a word
// up and saves it, reviews it, takes one quiz and leaves another unfinished, then finds each of these
// on /user/center and /report, continues the quiz from /user/quiz, sets a daily goal and sees the
// streak; the admin sees the activity on /cms/userActivity. E2E_SHOTS=1 saves phone-width
// screenshots of the report in en, zh and es (empty and filled).
import { AxeBuilder } from '@axe-core/playwright';
import { apiToken, assert, DEMO, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';
import { demoArticles } from '../lib/reading.mjs';

const shot = async (page, name) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: new URL(`../screenshots/learning-${name}.png`, import.meta.url).pathname, fullPage: true });
};

/** axe's violations on the page as it is, one line each. */
async function axe(page, label) {
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) =>
      `${label}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

/** The interface language is the account's (as the settings page saves it) and the browser's. */
async function setLanguage(t, page, token, lang) {
  const res = await fetch(`${t.baseUrl}/api/v1/user/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ site_language: lang }),
  });
  assert(res.ok, `saving the interface language: HTTP ${res.status}`);
  await page.evaluate((l) => localStorage.setItem('siteLanguage', l), lang);
}

async function report(t, token) {
  const res = await fetch(`${t.baseUrl}/api/v1/learning/report?tz=${-new Date().getTimezoneOffset()}`, { headers: { authorization: `Bearer ${token}` } });
  assert(res.ok, `report: HTTP ${res.status}`);
  return res.json();
}

/** Waits until the server's report satisfies `ok` (the tracker sends on leaving a page, in the background). */
async function untilReport(t, token, ok, what) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const r = await report(t, token);
    if (ok(r)) return r;
    assert(Date.now() < deadline, `the report never showed ${what}: ${JSON.stringify({ reading: r.reading, words: r.words, next: r.next })}`);
    await new Promise((res) => setTimeout(res, 300));
  }
}

/** Answers the quiz on /article-quiz/{id}: `count` questions (all when undefined). */
async function answerQuiz(page, count, started = async () => {}) {
  await page.getByTestId('quiz-start').or(page.getByTestId('quiz-unfinished')).first().waitFor();
  if (await page.getByTestId('quiz-start').isVisible()) await page.getByTestId('quiz-start').click();
  else await page.getByRole('button', { name: 'Continue' }).click();
  await started();
  for (let i = 0; count === undefined || i < count; i++) {
    await page.getByRole('radio').first().check();
    const answered = page.waitForResponse((r) => /\/quiz\/attempts\/\d+\/answers$/.test(r.url()));
    await page.getByTestId('quiz-submit').click();
    assert((await answered).status() === 200, 'an answer was refused');
    const next = page.getByTestId('quiz-next');
    await next.waitFor();
    const last = (await next.innerText()).includes('score');
    if (count !== undefined && i === count - 1) break;
    await next.click();
    if (last) break;
  }
}

export default function register(test) {
  test(
    'learning: a new learner reads, looks up, reviews and takes quizzes, then sees it all on /user/center and /report; the admin sees the activity',
    async (t) => {
      const items = await demoArticles(t);
      const free = items.filter((a) => a.is_free && a.language === 'Simplified_Chinese');
      assert(free.length >= 2, 'two free Chinese demo articles are needed');
      const [first, second] = free;
      const user = await registerViaApi(t, { email: uniqueEmail('learner18'), nick: 'Learner' });
      const token = await apiToken(t, user.email, user.password);
      const page = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });

      await t.step('a brand-new account sees the empty report, with what to do first', async () => {
        await loginViaUi(page, user.email, user.password);
        await page.goto('/user/center');
        await waitForPage(page);
        await page.getByText('Your report starts with your first article').waitFor();
        await page.getByTestId('next-steps').getByText('Set a daily goal').waitFor();
        await shot(page, 'empty-en');
        const found = await axe(page, 'empty report, phone');
        assert(!found.length, `${found.length} axe violation(s):\n${found.join('\n')}`);
        for (const [lang, title] of [
          ['zh', '读完第一篇文章，你的报告就开始了'],
          ['es', 'Tu informe empieza con tu primer artículo'],
          ['en', 'Your report starts with your first article'],
        ]) {
          await setLanguage(t, page, token, lang);
          await page.goto('/user/center');
          await page.getByText(title).waitFor();
          if (lang !== 'en') await shot(page, `empty-${lang}`);
        }
      });

      await t.step('reads two articles and saves a word from the first', async () => {
        await page.goto(`/article/${first.id}`);
        await page.locator('.lb-word').first().waitFor();
        await page.locator('.lb-word').nth(1).click();
        const dialog = page.getByRole('dialog').first();
        await dialog.waitFor();
        const star = dialog.getByRole('button', { name: /^Save “.+” to my notebook$/ });
        const saved = page.waitForResponse((r) => /\/api\/v1\/vocabulary\/save\/\d+$/.test(r.url()) && r.request().method() === 'POST');
        await star.click();
        assert((await saved).status() === 200, 'saving the word failed');
        await page.keyboard.press('Escape');
        // The tracker loads after the first paint: the first visit is counted before the learner moves on.
        await page.waitForFunction(() => JSON.parse(localStorage.getItem('activityTracker') ?? '{}').pages?.article?.visitCount >= 1, null, {
          timeout: 60_000,
        });
        await page.goto(`/article/${second.id}`);
        await page.locator('.lb-word').first().waitFor();
        // The tracker (loaded after the first paint) has counted the visit before the learner leaves.
        await page.waitForFunction(() => JSON.parse(localStorage.getItem('activityTracker') ?? '{}').pages?.article?.visitCount >= 2, null, {
          // The tracker loads after the first paint; with other journeys running beside it, that can take a while.
          timeout: 60_000,
        });
        await page.goto('/user/notification');
        await untilReport(t, token, (r) => r.reading.articles_week === 2, 'two articles read');
      });

      await t.step('reviews the saved word in the flip cards', async () => {
        await page.goto('/user/vocabulary/flipcard');
        await page.getByTestId('flipcard').waitFor();
        await page.keyboard.press('Space');
        await page.getByTestId('flipcard-meaning').waitFor();
        const graded = page.waitForResponse((r) => /\/api\/v1\/vocabulary\/review\/\d+$/.test(r.url()));
        await page.keyboard.press('3');
        assert((await graded).status() === 200, 'grading failed');
      });

      await t.step('takes the first quiz to the end and leaves the second after one answer', async () => {
        await page.goto(`/article-quiz/${first.id}`);
        await answerQuiz(page, undefined, async () => {
          // The Chinese question's words open the pop-up, and pinyin shows on demand.
          await page.locator('.lb-quiz-prompt .lb-word').first().waitFor();
          assert((await page.locator('.lb-quiz-prompt ruby').count()) === 0, 'pinyin shown before it was asked for');
          await page.getByTestId('quiz-pinyin').click({ force: true });
          await page.locator('.lb-quiz-prompt ruby').first().waitFor();
          await page.locator('.lb-quiz-prompt .lb-word').first().click();
          await page.getByRole('dialog').first().waitFor();
          await page.keyboard.press('Escape');
        });
        await page.getByTestId('quiz-summary').waitFor();
        await page.goto(`/article-quiz/${second.id}`);
        await answerQuiz(page, 1);
      });

      await t.step('/user/center shows the articles, the word, the score and the unfinished quiz', async () => {
        await page.goto('/user/center');
        await waitForPage(page);
        await page.getByTestId('stat-reading').getByText('2 articles').waitFor();
        await page
          .getByTestId('stat-words')
          .getByText(/1 learning/)
          .waitFor();
        await page
          .getByTestId('scores')
          .getByText(/\(1 taken\)/)
          .first()
          .waitFor();
        await page.getByTestId('next-steps').getByText(`Finish the quiz of “${second.title}”`).waitFor();
        await page.getByText('Show the numbers').first().click();
        await page.getByRole('table', { name: 'Time per day' }).waitFor();
        await shot(page, 'center-en');
        const found = await axe(page, 'report, phone');
        assert(!found.length, `${found.length} axe violation(s):\n${found.join('\n')}`);
      });

      await t.step('/user/quiz lists both; Continue says the previous quiz has not been finished', async () => {
        await page.goto('/user/quiz');
        await waitForPage(page);
        const rows = page.getByTestId('my-quiz');
        await rows.nth(1).waitFor();
        const found = await axe(page, 'my quizzes, phone');
        assert(!found.length, `${found.length} axe violation(s):\n${found.join('\n')}`);
        assert((await rows.count()) === 2, `${await rows.count()} quizzes listed`);
        await rows.filter({ hasText: 'Not finished' }).getByRole('link', { name: 'Continue' }).click();
        await page.getByText('The previous quiz has not been finished').waitFor();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByTestId('quiz-submit').waitFor();
        await page.goto('/user/quiz');
        await page
          .getByTestId('my-quiz')
          .filter({ hasText: 'Well done' })
          .or(page.getByTestId('my-quiz').filter({ hasText: /Keep going|A good start|Perfect/ }))
          .first()
          .getByRole('link', { name: 'Review' })
          .click();
        await page.getByTestId('review-question').first().waitFor();
        await page.getByText(/^Score \d+ \/ \d+ · success rate \d+%$/).waitFor();
      });

      await t.step('sets a daily goal of one word and sees a one-day streak', async () => {
        await page.goto('/user/center');
        await waitForPage(page);
        await page.getByRole('button', { name: 'Set my goal' }).click();
        await page.locator('label', { hasText: /^Words$/ }).click();
        await page.getByLabel('Words a day').fill('1');
        await page.getByRole('button', { name: 'Save goal' }).click();
        await page.getByTestId('goal-streak').getByText('1-day streak').waitFor();
        await page.getByTestId('goal-today').getByText('Goal reached today').waitFor();
      });

      await t.step('/report shows the same report; zh and es too', async () => {
        await page.goto('/report');
        await page.getByTestId('goal-streak').getByText('1-day streak').waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert(overflow <= 0, `the report is ${overflow}px wider than the phone`);
        // The interface language is the account's (as the settings page saves it).
        for (const [lang, streak] of [
          ['zh', '连续 1 天'],
          ['es', 'Racha de 1 día'],
          ['en', '1-day streak'],
        ]) {
          await setLanguage(t, page, token, lang);
          await page.goto('/user/center');
          await page.getByTestId('goal-streak').getByText(streak).waitFor();
          if (lang !== 'en') await shot(page, `center-${lang}`);
        }
        t.expectNoPageErrors(page, 'the learner journey');
      });

      await t.step('saves a whole video from the player and finds it on /user/saved/videolist', async () => {
        const list = await (await fetch(`${t.baseUrl}/api/v1/video/list?size=1`)).json();
        if (!list.items?.length) return t.note('no demo video: the saved-video step is skipped');
        const video = list.items[0];
        await page.goto(`/videoplayer?v=${video.id}`);
        const save = page.getByTestId('save-video');
        await save.waitFor();
        assert((await save.getAttribute('aria-pressed')) === 'false', 'the video was saved already');
        await save.click();
        await page.waitForFunction(() => document.querySelector('[data-testid="save-video"]')?.getAttribute('aria-pressed') === 'true', null, {
          timeout: 10_000,
        });
        await page.goto('/user/saved/videolist');
        await page.getByTestId('saved-video').first().waitFor();
        const found = await axe(page, 'saved videos, phone');
        assert(!found.length, `${found.length} axe violation(s):\n${found.join('\n')}`);
        await page.goto('/user/saved');
        await page.getByTestId('saved-videos').getByText('1', { exact: true }).waitFor();
        t.expectNoPageErrors(page, 'saving a video');
      });

      await t.step('the admin sees the activity on /cms/userActivity, with the articles read', async () => {
        const admin = await t.newPage();
        await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
        await admin.goto('/cms/userActivity');
        await waitForPage(admin);
        await admin.getByRole('heading', { level: 1, name: 'User activity' }).waitFor();
        await admin.getByTestId('activity-articles').getByText(first.title).waitFor();
        await admin.getByTestId('activity-features').getByText('Read').waitFor();
        const found = await axe(admin, 'admin activity, desktop');
        assert(!found.length, `${found.length} axe violation(s):\n${found.join('\n')}`);
        const download = admin.waitForEvent('download');
        await admin.getByRole('button', { name: 'Export CSV' }).click();
        const file = await download;
        assert(/\.csv$/.test(file.suggestedFilename()), `CSV named ${file.suggestedFilename()}`);
        t.expectNoPageErrors(admin, 'the admin activity page');
      });
    },
    { timeoutMs: 240_000 },
  );
}
