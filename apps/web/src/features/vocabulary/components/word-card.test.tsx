import type { AnnotatedToken } from '@lingbridge/contracts/language';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entryOf, mockFetch, renderWithApp } from '../test/render';
import { AnnotatedText } from './annotated-text';

const TOKENS: AnnotatedToken[] = [
  { text: 'Fue', start: 0, end: 3, isWord: true, key: 'ser' },
  { text: ' ', start: 3, end: 4, isWord: false },
  { text: 'fácil', start: 4, end: 9, isWord: true, key: 'fácil' },
  { text: '.', start: 9, end: 10, isWord: false },
];

const spanish = (over: Parameters<typeof entryOf>[0]) =>
  entryOf({ language: 'Spanish', pronunciation: null, tones: null, hsk: null, traditional: null, classifiers: [], ...over });

// Rendering Mantine in jsdom is slow on a busy machine.
describe('Spanish word card', { timeout: 20_000 }, () => {
  it('heads the card with the lemma and analyses the tapped form beside it', async () => {
    mockFetch(() => ({
      status: 200,
      body: spanish({ text: 'ser', lemma: 'ser', form: '3rd person singular, preterite', meaning: 'to be', senses: ['to be'] }),
    }));
    await renderWithApp(<AnnotatedText tokens={TOKENS} language="Spanish" />);
    await userEvent.click(screen.getByRole('button', { name: /^Fue/ }));
    const popup = await screen.findByRole('dialog', { name: 'ser' });
    const line = await waitFor(() => screen.getByTestId('lemma-line'));
    expect(line.textContent).toBe('Fue → ser, 3rd person singular, preterite');
    expect(popup.textContent).toContain('to be');
  });

  it('shows no analysis line when the lemma itself was tapped', async () => {
    mockFetch(() => ({ status: 200, body: spanish({ text: 'fácil', lemma: 'fácil', form: 'adjective', meaning: 'easy', senses: ['easy'] }) }));
    await renderWithApp(<AnnotatedText tokens={TOKENS} language="Spanish" />);
    await userEvent.click(screen.getByRole('button', { name: /^fácil/ }));
    await screen.findByRole('dialog', { name: 'fácil' });
    await waitFor(() => expect(screen.getByText('easy')).toBeTruthy());
    expect(screen.queryByTestId('lemma-line')).toBeNull();
  });
});
