// My learning (issue 18), the last two /user pages: a learner archives a notebook word and an
// article and restores them from /user/archived; asks a question under an article, another learner
// answers it, the asker is notified, finds it on /user/discussion and deletes it with the
// delete-discussion modal (decisions 0105, 0106). E2E_SHOTS=1 saves phone-width screenshots in en,
// zh and es.
import { AxeBuilder } from '@axe-core/playwright';
import { apiToken, assert, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';
import { demoArticles } from '../lib/reading.mjs';

const shot = async (page, name) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: new URL(`../screenshots/learning-${name}.png`, import.meta.url).pathname, fullPage: true });
};

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
const noAxe = async (page, label) => {
  const found = await axe(page, label);
  assert(!found.length, `${found.length} axe violation(s):\n${found.join('\n')}`);
};

async function setLanguage(t, page, token, lang) {
  const res = await fetch(`${t.baseUrl}/api/v1/user/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ site_language: lang }),
  });
  assert(res.ok, `saving the interface language: HTTP ${res.status}`);
  await page.evaluate((l) => localStorage.setItem('siteLanguage', l), lang);
}

export default function register(test) {
  test(
    'learning: archive and restore a word and an article; ask, answer, find and delete a discussion',
    async (t) => {
      const items = await demoArticles(t);
      const article = items.find((a) => a.is_free && a.language === 'Simplified_Chinese');
      assert(article, 'a free Chinese demo article is needed');
      const asker = await registerViaApi(t, { email: uniqueEmail('asker18'), nick: 'Asker' });
      const helper = await registerViaApi(t, { email: uniqueEmail('helper18'), nick: 'Helper' });
      const token = await apiToken(t, asker.email, asker.password);
      const page = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });
      await loginViaUi(page, asker.email, asker.password);

      await t.step('a brand-new account sees empty Archived and Discussion pages in en, zh and es', async () => {
        for (const [lang, archived, discussion] of [
          ['zh', '没有归档的内容', '还没有问题或回答'],
          ['es', 'No hay nada archivado', 'Aún no hay preguntas ni respuestas'],
          ['en', 'Nothing archived', 'No questions or answers yet'],
        ]) {
          await setLanguage(t, page, token, lang);
          await page.goto('/user/archived');
          await page.getByText(archived).waitFor();
          await shot(page, `archived-empty-${lang}`);
          await page.goto('/user/discussion');
          await page.getByText(discussion).waitFor();
          await shot(page, `discussion-empty-${lang}`);
        }
        await noAxe(page, 'empty discussion page, phone');
      });

      await t.step('archives a saved word from the notebook, finds it on /user/archived and restores it', async () => {
        await page.goto(`/article/${article.id}`);
        await page.locator('.lb-word').nth(1).click();
        const dialog = page.getByRole('dialog').first();
        await dialog.waitFor();
        const saved = page.waitForResponse((r) => /\/api\/v1\/vocabulary\/save\/\d+$/.test(r.url()));
        await dialog.getByRole('button', { name: /^Save “.+” to my notebook$/ }).click();
        assert((await saved).status() === 200, 'saving the word failed');
        await page.keyboard.press('Escape');
        await page.goto('/user/vocabulary/notebook');
        const row = page.getByTestId('entry-row').first();
        await row.waitFor();
        const word = await row.getAttribute('data-word');
        await row.getByTestId('archive-word').click();
        await page.getByTestId('entry-row').first().waitFor({ state: 'detached' });
        await page.goto('/user/archived');
        await page.getByTestId('archived-item').filter({ hasText: word }).waitFor();
        await noAxe(page, 'archived, phone');
        await page.getByTestId('archived-item').filter({ hasText: word }).getByRole('button', { name: 'Restore' }).click();
        await page.getByText('Nothing archived').waitFor();
        await page.goto('/user/vocabulary/notebook');
        await page
          .getByTestId('entry-row')
          .filter({ has: page.locator(`[data-word="${word}"]`) })
          .or(page.locator(`[data-word="${word}"]`))
          .first()
          .waitFor();
      });

      await t.step('archives the article from its page; /user/archived lists it (en, zh, es); Restore brings it back', async () => {
        await page.goto(`/article/${article.id}`);
        const button = page.getByTestId('archive-article');
        await button.waitFor({ timeout: 15_000 });
        await button.click();
        await page.waitForFunction(() => document.querySelector('[data-testid="archive-article"]')?.getAttribute('aria-pressed') === 'true', null, {
          timeout: 10_000,
        });
        for (const lang of ['zh', 'es', 'en']) {
          await setLanguage(t, page, token, lang);
          await page.goto('/user/archived');
          await page.getByTestId('archived-item').filter({ hasText: article.title }).waitFor();
          await shot(page, `archived-${lang}`);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert(overflow <= 0, `/user/archived is ${overflow}px wider than the phone`);
        await page.getByTestId('archived-item').filter({ hasText: article.title }).getByRole('button', { name: 'Restore' }).click();
        await page.getByText('Nothing archived').waitFor();
      });

      let question = '';
      await t.step('asks a question under the article', async () => {
        question = `这个词是什么意思？ ${Date.now().toString(36)}`;
        await page.goto(`/article/${article.id}#discussion`);
        const field = page.getByLabel('Ask a question about this');
        await field.waitFor({ timeout: 15_000 });
        await field.fill(question);
        const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/discussions') && r.request().method() === 'POST');
        await page.getByRole('button', { name: 'Ask', exact: true }).click();
        assert((await posted).status() === 201, 'asking failed');
        await page.getByTestId('question').filter({ hasText: question }).waitFor();
        if (process.env.E2E_SHOTS)
          await page.locator('#discussion').screenshot({ path: new URL('../screenshots/learning-article-discussion-en.png', import.meta.url).pathname });
        t.expectNoPageErrors(page, 'asking');
      });

      await t.step('another learner answers it on the article page', async () => {
        const other = await t.newPage();
        await loginViaUi(other, helper.email, helper.password);
        await other.goto(`/article/${article.id}`);
        const q = other.getByTestId('question').filter({ hasText: question });
        await q.waitFor({ timeout: 15_000 });
        await q.getByRole('button', { name: 'Answer' }).click();
        await other.getByLabel('Your answer').fill('It means “library”.');
        const posted = other.waitForResponse((r) => /\/api\/v1\/discussions\/\d+\/answers$/.test(r.url()));
        await q.getByRole('button', { name: 'Answer' }).click();
        assert((await posted).status() === 201, 'answering failed');
        await q.getByTestId('answer').filter({ hasText: 'library' }).waitFor();
        assert((await q.getByTestId('delete-discussion').count()) === 1, 'the helper may delete their answer only');
        t.expectNoPageErrors(other, 'answering');
      });

      await t.step('the asker is notified, finds both on /user/discussion and deletes the question with the modal', async () => {
        const deadline = Date.now() + 20_000;
        for (;;) {
          await page.goto('/user/notification');
          await waitForPage(page);
          if (await page.getByText('Helper answered your question').first().isVisible()) break;
          assert(Date.now() < deadline, 'no notification of the answer');
          await page.waitForTimeout(1000);
        }
        for (const [lang, answers] of [
          ['zh', '1 个回答'],
          ['es', '1 respuesta'],
          ['en', '1 answer'],
        ]) {
          await setLanguage(t, page, token, lang);
          await page.goto('/user/discussion');
          await page.getByTestId('my-discussion').filter({ hasText: question }).getByText(answers).waitFor();
          await shot(page, `discussion-${lang}`);
        }
        await noAxe(page, 'my discussions, phone');
        await page.getByTestId('my-discussion').filter({ hasText: question }).getByTestId('delete-discussion').click();
        const modal = page.getByRole('dialog');
        await modal.getByText('Delete this discussion?').waitFor();
        await shot(page, 'discussion-delete-modal-en');
        await modal.getByRole('button', { name: 'Delete' }).click();
        await page.getByText('No questions or answers yet').waitFor();
        t.expectNoPageErrors(page, 'my discussions');
      });
    },
    { timeoutMs: 240_000 },
  );
}
