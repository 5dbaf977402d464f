// Keyboard-only journeys (issue 21): after signing in, the learner uses Tab, Shift+Tab, Enter,
// Space, the arrows and Escape alone. In the reader: reach a word, move along the words, open the
// word pop-up, save the word, close it with Escape and find focus back on the word. In a video
// transcript: move to a line and play from it. Flip cards: show the answer and grade it. The chat:
// open it from its button, open a conversation, send a message, close it with Escape and find focus
// back on the button.
import { assert, loginViaUi, waitForPage } from '../lib/app.mjs';
import { learnerWithConversation } from '../lib/chat.mjs';
import { demoArticles } from '../lib/reading.mjs';

/** What has focus, for messages. */
const focusOf = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page (nothing focused)';
    const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || '';
    return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.slice(0, 60)}"` : ''}> ${name}`;
  });

/** Whether the focused element matches `selector` (and its accessible label or text `name`). */
const focusIs = (page, selector, name) =>
  page.evaluate(
    ([sel, src]) => {
      const el = document.activeElement;
      if (!el || !el.matches(sel)) return false;
      return !src || new RegExp(src).test(el.getAttribute('aria-label') || el.textContent || '');
    },
    [selector, name?.source ?? null],
  );

/** Presses Tab (or Shift+Tab) until focus is on `selector` (named `name`); fails after `max` presses. */
async function tabTo(page, selector, { name, back = false, max = 150 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await focusIs(page, selector, name)) return i + 1;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${selector}${name ? ` ${name}` : ''}; focus is on ${await focusOf(page)}`);
}

/** Starts at the top of the page, as after a fresh load. */
async function fromTop(page) {
  await page.evaluate(() => {
    document.activeElement?.blur?.();
    window.scrollTo(0, 0);
  });
}

export default function register(test) {
  test(
    'keyboard: reader word pop-up, save and Escape back to the word; transcript line; flip cards; chat',
    async (t) => {
      const items = await demoArticles(t);
      const article = items.find((a) => a.language === 'Simplified_Chinese' && a.is_free) ?? items.find((a) => a.is_free);
      const run = Date.now().toString(36);
      const { user } = await learnerWithConversation(t, 'keys', `Keys ${run}`);
      const page = await t.newPage();
      await loginViaUi(page, user.email, user.password);

      let word = '';
      await t.step('reader: Tab reaches the text, → moves to the next word, Enter opens the pop-up', async () => {
        await page.goto(`/article/${article.id}`);
        await page.locator('.lb-word').first().waitFor();
        await fromTop(page);
        await tabTo(page, '.lb-word');
        await page.keyboard.press('ArrowRight');
        assert(await focusIs(page, '.lb-word'), `→ left the words: focus on ${await focusOf(page)}`);
        word = await page.evaluate(() => document.activeElement.textContent);
        await page.keyboard.press('Enter');
        await page.getByTestId('word-popup').waitFor();
        assert(
          await page.evaluate(() => !!document.activeElement.closest('[data-testid="word-popup"]')),
          `the pop-up did not take focus: ${await focusOf(page)}`,
        );
      });
      await t.step('reader: Tab reaches the star, Space saves the word', async () => {
        await page
          .getByTestId('word-popup')
          .getByRole('button', { name: /^Save “.+” to my notebook$/ })
          .waitFor();
        await tabTo(page, '[data-testid="word-popup"] button', { name: /^Save “.+” to my notebook$/, max: 12 });
        const saved = page.waitForResponse((r) => /\/api\/v1\/vocabulary\/save\/\d+$/.test(r.url()) && r.request().method() === 'POST');
        await page.keyboard.press('Space');
        const res = await saved;
        assert(res.status() === 200 && (await res.json()).is_saved === true, `saving answered HTTP ${res.status()}`);
      });
      await t.step('reader: Escape closes the pop-up and focus is back on the word', async () => {
        await page.keyboard.press('Escape');
        await page.getByTestId('word-popup').waitFor({ state: 'detached' });
        assert(await focusIs(page, '.lb-word'), `focus after Escape: ${await focusOf(page)}`);
        const now = await page.evaluate(() => document.activeElement.textContent);
        assert(now === word, `focus came back to “${now}”, not “${word}”`);
      });

      await t.step('transcript: Tab reaches a line’s play button, Enter plays from that line', async () => {
        await page.goto('/video');
        await waitForPage(page);
        await page.getByTestId('transcript-row').nth(1).waitFor({ timeout: 30_000 });
        await fromTop(page);
        await tabTo(page, '[data-testid="sentence-play"]', { max: 200 });
        await tabTo(page, '[data-testid="sentence-play"]', { max: 10 });
        const line = await page.evaluate(() => document.activeElement.closest('[data-testid="transcript-row"]').dataset.sentence);
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (id) => document.querySelector(`[data-testid="transcript-row"][data-sentence="${id}"]`)?.getAttribute('aria-current') === 'true',
          line,
          { timeout: 10_000 },
        );
      });

      await t.step('flip cards: Tab reaches "Show answer", Enter flips, 3 grades Good', async () => {
        await page.goto('/user/vocabulary/flipcard');
        await page.getByTestId('flipcard').waitFor();
        await fromTop(page);
        await tabTo(page, '.lb-flipcard button', { name: /Show/ });
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="flipcard"][data-side="back"]').waitFor();
        const graded = page.waitForResponse((r) => /\/api\/v1\/vocabulary\/review\/\d+$/.test(r.url()));
        await page.keyboard.press('3');
        assert((await graded).ok(), 'grading with 3 failed');
      });

      await t.step('chat: Shift+Tab reaches the chat button, Enter opens it, a conversation opens and a message is sent with Enter', async () => {
        await fromTop(page);
        await tabTo(page, '[data-testid="chat-launcher"]', { back: true, max: 60 });
        await page.keyboard.press('Enter');
        await page.getByTestId('chat-box').waitFor();
        await tabTo(page, '[data-testid="chat-box"] button', { name: new RegExp(`Partner ${run}`), max: 20 });
        await page.keyboard.press('Enter');
        await tabTo(page, '[data-testid="chat-box"] textarea', { max: 20 });
        const text = `hello from the keyboard ${run}`;
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        await page.getByTestId('chat-messages').getByText(text).waitFor();
      });
      await t.step('chat: Escape closes the box and focus is back on the chat button', async () => {
        await page.keyboard.press('Escape');
        await page.getByTestId('chat-box').waitFor({ state: 'detached' });
        assert(await focusIs(page, '[data-testid="chat-launcher"]'), `focus after Escape: ${await focusOf(page)}`);
      });
    },
    { timeoutMs: 240_000 },
  );
}
