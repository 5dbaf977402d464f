import type { AnnotatedToken } from '@lingbridge/contracts/language';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entryOf, mockFetch, renderWithApp } from '../test/render';
import { AnnotatedText } from './annotated-text';

const TOKENS: AnnotatedToken[] = [
  { text: '我', start: 0, end: 1, isWord: true, reading: 'wǒ', tones: [3], key: '我', gloss: 'I; me' },
  { text: '去', start: 1, end: 2, isWord: true, reading: 'qù', tones: [4], key: '去', gloss: 'to go' },
  { text: '图书馆', start: 2, end: 5, isWord: true, reading: 'tú shū guǎn', tones: [2, 1, 3], key: '图书馆', gloss: 'library' },
  { text: '。', start: 5, end: 6, isWord: false },
];

const word = (text: string) => screen.getByRole('button', { name: new RegExp(`^${text}`) });

// Rendering Mantine in jsdom is slow on a busy machine.
describe('word pop-up', { timeout: 20_000 }, () => {
  it('shows the reading in tone colours, the meaning and HSK level; posts the sentence as context', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: entryOf() }));
    await renderWithApp(<AnnotatedText tokens={TOKENS} language="Simplified_Chinese" context={{ article_id: 7 }} />);
    await userEvent.click(word('图书馆'));
    const popup = await screen.findByRole('dialog', { name: '图书馆' });
    await waitFor(() => expect(popup.textContent).toContain('library'));
    expect(popup.textContent).toContain('HSK 3');
    const tones = [...popup.querySelectorAll('[data-tone]')].map((s) => `${s.textContent?.trim()}:${s.className}`);
    expect(tones).toEqual(['tú:lb-tone-2', 'shū:lb-tone-1', 'guǎn:lb-tone-3']);
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('/api/v1/dictionary/lookup');
    expect(JSON.parse(String(init?.body))).toEqual({
      text: '图书馆',
      lang_from: 'Simplified_Chinese',
      lang_to: 'English',
      context: { article_id: 7, sentence: '我去图书馆。' },
    });
  });

  it('says "No translation found." for a word without an entry, and offers no star', async () => {
    mockFetch(() => ({ status: 200, body: entryOf({ text: '去', meaning: null, senses: [], hsk: null, pronunciation: null, tones: null }) }));
    await renderWithApp(<AnnotatedText tokens={TOKENS} language="Simplified_Chinese" />);
    await userEvent.click(word('去'));
    expect(await screen.findByText('No translation found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /my notebook/ })).toBeNull();
  });

  it('opens with Enter, closes with Esc and gives focus back to the word', async () => {
    mockFetch(() => ({ status: 200, body: entryOf() }));
    await renderWithApp(<AnnotatedText tokens={TOKENS} language="Simplified_Chinese" />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(word('我'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(word('图书馆'));
    await user.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog');
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(word('图书馆'));
  });

  it('closes with Esc after saving, while the star (and its tooltip) has focus', async () => {
    mockFetch((url) => ({ status: 200, body: entryOf({ is_saved: url.pathname.includes('/save/') }) }));
    await renderWithApp(<AnnotatedText tokens={TOKENS} language="Simplified_Chinese" />);
    const user = userEvent.setup();
    await user.click(word('图书馆'));
    const star = await screen.findByRole('button', { name: 'Save “图书馆” to my notebook' });
    await user.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(word('图书馆'));
  });

  it('asks a visitor to sign up or log in instead of looking up', async () => {
    const fetch = mockFetch(() => ({ status: 401, body: { detail: 'Please login first!' } }));
    await renderWithApp(<AnnotatedText tokens={TOKENS} language="Simplified_Chinese" />, { signedIn: false });
    await userEvent.click(word('图书馆'));
    expect(await screen.findByText('Sign up or log in')).toBeTruthy();
    expect(screen.getByText(/to use the pop-up dictionary/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
