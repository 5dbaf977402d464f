// Vocabulary (issue 3 §3, spec 01 §3, §4, §8, §9): the demo learner looks a word up in a sentence on
// /user/vocabulary/lookup, sees its pinyin and meaning in the pop-up, saves it, finds it in the
// notebook, reviews it in flip cards (Good) and finds it in the lookup history; then the same for
// the Spanish verb form "hablamos" (lemma hablar) with Spanish as the learning language.
import { assert, DEMO, loginViaUi, waitForPage } from '../lib/app.mjs';

const tokenOf = (page) => page.evaluate(() => localStorage.getItem('token'));

/** GET from the API with the token the page holds, as the app itself would. */
async function apiGet(t, page, path) {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  assert(res.ok, `GET ${path}: HTTP ${res.status}`);
  return res.json();
}

/** The header's learning-language picker (spec 01 §1: stored under learningLanguage). */
async function chooseLearningLanguage(page, label, stored) {
  await page
    .locator('header')
    .getByRole('button', { name: /learning language/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
  await page.waitForFunction((v) => localStorage.getItem('learningLanguage') === v, stored, { timeout: 10_000 });
}

/** Types text in the dictionary box of the lookup page and looks it up. */
async function lookUp(page, text) {
  await page.goto('/user/vocabulary/lookup');
  await waitForPage(page);
  const box = page.getByRole('textbox', { name: /Look up a word or a sentence/ });
  await box.fill(text);
  await box.press('Enter');
}

/** Saves the word shown in the pop-up with its star and waits for the server's answer. */
async function saveFromPopup(page, popup, word) {
  const star = popup.getByRole('button', { name: `Save “${word}” to my notebook` });
  assert((await star.getAttribute('aria-pressed')) === 'false', `${word} was already saved`);
  const answered = page.waitForResponse((r) => /\/api\/v1\/vocabulary\/save\/\d+$/.test(r.url()) && r.request().method() === 'POST');
  await star.click();
  assert((await star.getAttribute('aria-pressed')) === 'true', 'the star did not mark at once');
  const res = await answered;
  assert(res.status() === 200 && (await res.json()).is_saved === true, `saving answered HTTP ${res.status()}`);
}

/** Finds the word in the notebook through its search box; returns the row. */
async function findInNotebook(page, word) {
  await page.goto('/user/vocabulary/notebook');
  await waitForPage(page);
  await page.getByRole('searchbox', { name: 'Search your notebook' }).fill(word);
  const row = page.locator(`[data-testid="entry-row"][data-word="${word}"]`);
  await row.waitFor();
  await page.waitForURL((url) => url.searchParams.get('q') === word);
  return row;
}

/**
 * Opens the flip cards and works through the due queue until the word's card shows (cards before it
 * are graded Good too); checks its back, then grades it Good with the keyboard.
 */
async function reviewGood(t, page, word, checkBack) {
  await page.goto('/user/vocabulary/flipcard');
  await waitForPage(page);
  const card = page.getByTestId('flipcard');
  for (let i = 0; i < 60; i++) {
    await card.waitFor();
    const progress = await page.getByTestId('review-progress').innerText();
    const shown = await card.locator('h2').innerText();
    await page.keyboard.press('Space');
    await page.getByTestId('flipcard-meaning').waitFor();
    assert((await card.getAttribute('data-side')) === 'back', 'Space did not show the answer');
    if (shown === word) await checkBack(card);
    const graded = page.waitForResponse((r) => /\/api\/v1\/vocabulary\/review\/\d+$/.test(r.url()));
    await page.keyboard.press('3');
    const res = await graded;
    assert(res.status() === 200, `grading answered HTTP ${res.status()}`);
    assert(JSON.parse(res.request().postData()).rating === 'good', 'key 3 did not send the rating good');
    if (shown === word) {
      const entry = await res.json();
      assert(entry.text === word && Date.parse(entry.due_at) > Date.now(), `${word} was not scheduled ahead: ${entry.due_at}`);
      // Either the next card (its progress moves on) or the done state.
      await page.waitForFunction((before) => {
        const p = document.querySelector('[data-testid="review-progress"]');
        return !p || p.textContent !== before;
      }, progress);
      return;
    }
    await page.waitForFunction((before) => document.querySelector('[data-testid="review-progress"]')?.textContent !== before, progress);
  }
  throw new Error(`${word} never came up in the flip cards`);
}

/** The lookup history lists the word, newest first. */
async function findInHistory(page, word) {
  await page.goto('/user/vocabulary/lookup');
  await waitForPage(page);
  const section = page.locator('section[aria-labelledby="lookup-history-title"]');
  const row = section.locator(`[data-testid="entry-row"][data-word="${word}"]`);
  await row.waitFor();
  await row.getByText(/Looked up/).waitFor();
  return row;
}

export default function register(test) {
  test('vocabulary: 图书馆 looked up in a sentence, saved, in the notebook, reviewed Good, in the history', async (t) => {
    const page = await t.newPage();
    await t.step('log in as the demo learner, learning Chinese', async () => {
      await loginViaUi(page, DEMO.learner.email, DEMO.learner.password);
      const me = await apiGet(t, page, '/user/me');
      if (me.learning_language !== 'Simplified_Chinese') await chooseLearningLanguage(page, 'Chinese', 'Simplified_Chinese');
    });

    const popup = page.getByRole('dialog', { name: '图书馆' });
    await t.step('type 我喜欢去图书馆看书 and click 图书馆: the pop-up shows tú shū guǎn and "library"', async () => {
      await lookUp(page, '我喜欢去图书馆看书');
      await page.locator('.lb-word', { hasText: '图书馆' }).click();
      await popup.waitFor();
      await popup.getByText('tú shū guǎn').waitFor();
      await popup.getByText('library', { exact: true }).waitFor();
      const tones = await popup.locator('[data-tone]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tone')));
      assert(tones.join() === '2,1,3', `tone colours ${tones}`);
    });

    await t.step('save it with the star; Esc closes the pop-up and focus returns to the word', async () => {
      await saveFromPopup(page, popup, '图书馆');
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      assert(focused.startsWith('图书馆'), `focus went to "${focused}"`);
    });

    await t.step('the notebook has it, with its meaning and the sentence it was saved from', async () => {
      const row = await findInNotebook(page, '图书馆');
      await row.getByText('library', { exact: true }).waitFor();
      await row.getByText('我喜欢去图书馆看书').waitFor();
      assert((await row.getByRole('button', { name: /my notebook/ }).getAttribute('aria-pressed')) === 'true', 'the star is not on');
    });

    await t.step('flip cards: the back shows meaning and example; Good schedules the next review', async () => {
      await page.getByTestId('due-count').waitFor();
      await reviewGood(t, page, '图书馆', async (card) => {
        await card.getByText('library', { exact: true }).waitFor();
        await card.getByText('tú shū guǎn').waitFor();
        assert((await card.locator('.lb-flipcard__example').innerText()).includes('我喜欢去图书馆看书'), 'no example sentence');
      });
    });

    await t.step('the lookup history lists 图书馆', async () => {
      await findInHistory(page, '图书馆');
      const history = await apiGet(t, page, '/vocabulary?page=1&size=20&learning_language=Simplified_Chinese');
      assert(
        history.items.some((e) => e.text === '图书馆' && e.is_saved),
        'the history call does not list 图书馆 as saved',
      );
    });
  });

  test('vocabulary: the Spanish form "hablamos" opens hablar, saved, in the notebook, reviewed Good, in the history', async (t) => {
    const page = await t.newPage();
    await t.step('log in as the demo learner and switch the learning language to Spanish', async () => {
      await loginViaUi(page, DEMO.learner.email, DEMO.learner.password);
      await chooseLearningLanguage(page, 'Spanish', 'Spanish');
    });

    try {
      // The headword is the lemma; the tapped form is analysed beside it (issue 20).
      const popup = page.getByRole('dialog', { name: 'hablar' });
      await t.step('look up "hablamos": the pop-up opens by itself with hablar, the form and the meaning', async () => {
        await lookUp(page, 'hablamos');
        await popup.waitFor();
        const lemma = popup.getByTestId('lemma-line');
        await lemma.waitFor();
        const text = await lemma.innerText();
        assert(/hablamos\s*→\s*hablar/.test(text), `lemma line: ${text}`);
        assert(text.includes('1st person plural, present'), `form: ${text}`);
        await popup
          .getByText(/to speak/)
          .first()
          .waitFor();
      });

      await t.step('save it', async () => {
        await saveFromPopup(page, popup, 'hablar');
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'hidden' });
      });

      await t.step('the notebook (Spanish) has hablar', async () => {
        const row = await findInNotebook(page, 'hablar');
        await row.getByText(/to speak/).waitFor();
      });

      await t.step('flip cards: the back shows hablar and the form; Good', async () => {
        await reviewGood(t, page, 'hablar', async (card) => {
          await card
            .getByText(/to speak/)
            .first()
            .waitFor();
          assert((await card.innerText()).includes('hablar'), 'the back does not show the lemma');
        });
      });

      await t.step('the Spanish lookup history lists hablar', async () => {
        await findInHistory(page, 'hablar');
      });
    } finally {
      // Other journeys expect the demo learner to learn Chinese.
      await t.step('switch the learning language back to Chinese', () => chooseLearningLanguage(page, 'Chinese', 'Simplified_Chinese'));
    }
  });
}
