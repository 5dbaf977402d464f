import type { Cartoon } from '@lingbridge/contracts/cms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { CartoonPage } from './cartoon-page';

const CARTOON: Cartoon = {
  id: 5,
  title: 'A new friend',
  summary: 'Two children meet.',
  language: 'Simplified_Chinese',
  level: 'Beginner',
  image_url: '/api/v1/cms/image/p1',
  panel_count: 1,
  lang: 'en',
  panels: [{ image_url: '/api/v1/cms/image/p1', bubbles: [{ x: 30, y: 20, text: '我喝茶', translation: 'I drink tea', tail: 'bottom-left' }] }],
};
const TOKENS = [
  { text: '我', start: 0, end: 1, isWord: true, reading: 'wǒ', tones: [3], key: '我', gloss: 'I' },
  { text: '喝', start: 1, end: 2, isWord: true, reading: 'hē', tones: [1], key: '喝', gloss: 'to drink' },
  { text: '茶', start: 2, end: 3, isWord: true, reading: 'chá', tones: [2], key: '茶', gloss: 'tea' },
];
const ENTRY = {
  id: 1,
  text: '茶',
  pronunciation: 'chá',
  meaning: 'tea',
  is_saved: false,
  user_saved: false,
  lookup_count: 1,
  updated_at: '2026-11-22T06:00:00.000Z',
  language: 'Simplified_Chinese',
  target_language: 'English',
  lemma: '茶',
  form: null,
  tones: [2],
  hsk: 1,
  senses: ['tea'],
  traditional: null,
  classifiers: [],
  examples: [],
  due_at: null,
};

function serve(cartoon: Cartoon | null) {
  return mockFetch((url) => {
    if (url.includes('/api/v1/cartoons/5')) return cartoon ? { status: 200, body: cartoon } : { status: 404, body: { detail: 'Cartoon not found' } };
    if (url.includes('/dictionary/annotate')) return { status: 200, body: { language: 'Simplified_Chinese', tokens: TOKENS } };
    if (url.includes('/dictionary/lookup')) return { status: 200, body: ENTRY };
    if (url.includes('/word-marks') || url.includes('/learning')) return { status: 200, body: [] };
    return { status: 404, body: { detail: 'Not found' } };
  });
}
const open = () => (
  localStorage.setItem('token', 'test-token'),
  renderInShell(<CartoonPage />, { route: '/cartoon/5', path: '/cartoon/:id', namespaces: ['cms', 'vocabulary'] })
);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a cartoon in Read (/cartoon/{id})', { timeout: 20_000 }, () => {
  it('shows the panel with its bubble; a word in the bubble opens the dictionary pop-up', async () => {
    const fetch = serve(CARTOON);
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'A new friend' })).toBeInTheDocument();
    const tea = await screen.findByRole('button', { name: /^茶/ });
    await userEvent.click(tea);
    const popup = await screen.findByRole('dialog', { name: '茶' }, { timeout: 5000 });
    await waitFor(() => expect(popup.textContent).toContain('tea'));
    const lookup = fetch.mock.calls.find(([u]) => String(u).endsWith('/dictionary/lookup'));
    expect(JSON.parse(String(lookup?.[1]?.body))).toMatchObject({ text: '茶', lang_from: 'Simplified_Chinese' });
  });

  it('shows pinyin over the bubble’s words and the translation on demand', async () => {
    serve(CARTOON);
    const { container } = await open();
    await screen.findByRole('button', { name: /^茶/ });
    expect(screen.queryByText('I drink tea')).toBeNull();
    expect(container.querySelectorAll('.lb-bubble ruby')).toHaveLength(0);
    await userEvent.click(screen.getByRole('switch', { name: 'Translations' }));
    expect(screen.getByText('I drink tea')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Pinyin' }));
    expect(container.querySelectorAll('.lb-bubble ruby')).toHaveLength(3);
  });

  it('says so when the cartoon is not published (or gone)', async () => {
    serve(null);
    await open();
    expect(await screen.findByText('This cartoon is not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to reading/ })).toHaveAttribute('href', '/read');
  });
});
