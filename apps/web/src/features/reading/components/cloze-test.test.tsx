import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { ClozeTest } from './cloze-test';

afterEach(() => vi.unstubAllGlobals());

// Rendering Mantine in jsdom is slow on a busy machine.
describe('the cloze test after reading', { timeout: 20_000 }, () => {
  it('fills two blanks with the same word: the bank has it once per blank', async () => {
    const fetch = mockFetch((url, init) =>
      init.method === 'POST'
        ? { status: 200, body: { score: 2, total: 2, results: [0, 1].map((index) => ({ index, correct: true, expected: 'mercado' })) } }
        : url.includes('/cloze')
          ? {
              status: 200,
              body: {
                article_id: 7,
                items: [
                  { index: 0, before: 'Ana va al ', after: '.' },
                  { index: 1, before: 'Luis va al ', after: ' también.' },
                ],
                word_bank: ['mercado', 'parque', 'mercado'],
              },
            }
          : { status: 404, body: { detail: 'Not found' } },
    );
    await renderInShell(<ClozeTest articleId={7} language="Spanish" />, { route: '/article/7', namespaces: ['reading'] });
    const user = userEvent.setup();
    const chips = async () => screen.getAllByRole('checkbox', { name: 'mercado' });
    await waitFor(async () => expect(await chips()).toHaveLength(2));
    const blanks = () => screen.getAllByRole('button', { name: /blank/i });

    await user.click((await chips())[0]);
    await user.click(blanks()[0]);
    // One copy is used up, the other is still there for the second blank.
    expect((await chips()).map((c) => (c as HTMLInputElement).disabled)).toEqual([true, false]);
    await user.click((await chips())[1]);
    await user.click(blanks()[1]);
    expect((await chips()).every((c) => (c as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'parque' })).not.toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Check' }));
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      answers: [
        { index: 0, answer: 'mercado' },
        { index: 1, answer: 'mercado' },
      ],
    });
    expect(await screen.findByTestId('cloze-score')).toHaveTextContent('2');
  });
});
