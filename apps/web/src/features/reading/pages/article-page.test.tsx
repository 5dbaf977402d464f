import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { SPEEDS } from '../components/reader/speed-select';
import { articleOf, teaser } from './article-fixtures';
import { ArticlePage } from './article-page';

async function openArticle(article: ArticleDetail, { signedIn = true } = {}) {
  if (signedIn) localStorage.setItem('token', 'test-token');
  mockFetch((url) => (url.includes('/api/v1/article/7') ? { status: 200, body: article } : { status: 404, body: { detail: 'Not found' } }));
  const r = await renderInShell(<ArticlePage />, {
    route: '/article/7',
    path: '/article/:id',
    namespaces: ['reading', 'vocabulary'],
    routes: [
      { path: '/subscribe', element: <p>plans page</p> },
      { path: '/admin/register', element: <p>sign-up page</p> },
      { path: '/admin/login', element: <p>login page</p> },
    ],
  });
  await screen.findByRole('heading', { level: 1, name: article.title });
  // The text renders in a deferred pass after the title.
  if (article.access.state === 'open') await waitFor(() => expect(r.container.querySelector('.lb-word')).not.toBeNull());
  return { ...r, user: userEvent.setup() };
}

// The dialog code loads on first use, so the first lookup may take a moment.
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Rendering Mantine in jsdom is slow on a busy machine.
describe('the reader (/article/{id})', { timeout: 20_000 }, () => {
  it('offers an editor "Edit article" (the article says what the asker may do), and nobody else', async () => {
    await openArticle(articleOf({ abilities: ['edit'] }));
    expect(screen.getByRole('link', { name: 'Edit article' })).toHaveAttribute('href', '/cms/articleEdit/7');
    cleanup();
    await openArticle(articleOf());
    expect(screen.queryByRole('link', { name: 'Edit article' })).not.toBeInTheDocument();
  });

  it('shows pinyin as ruby over Chinese words, hides it with the switch, and remembers the choice', async () => {
    const { user, container, unmount } = await openArticle(articleOf());
    expect(container.querySelectorAll('.lb-word ruby')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /图书馆/ }).querySelector('rt')).toHaveTextContent(/tú\s*shū\s*guǎn/);

    await user.click(screen.getByRole('switch', { name: 'Pinyin' }));
    expect(container.querySelectorAll('.lb-word ruby')).toHaveLength(0);
    // The words stay clickable without their pinyin.
    expect(screen.getByRole('button', { name: '图书馆' })).toBeInTheDocument();

    unmount();
    const again = await openArticle(articleOf());
    expect(again.container.querySelectorAll('.lb-word')).toHaveLength(3);
    expect(again.container.querySelectorAll('.lb-word ruby')).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Pinyin' })).not.toBeChecked();
  });

  it('changes the text size with pressed buttons, and keeps it for the next article', async () => {
    const { user, container, unmount } = await openArticle(articleOf());
    const size = screen.getByRole('group', { name: 'Text size' });
    expect(within(size).getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(size).getByRole('button', { name: 'A++' }));
    expect(within(size).getByRole('button', { name: 'A++' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(size).getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'false');
    expect((container.querySelector('.lb-reader-body') as HTMLElement).style.getPropertyValue('--lb-reader-size')).toBe('1.95rem');
    unmount();
    const again = await openArticle(articleOf());
    expect((again.container.querySelector('.lb-reader-body') as HTMLElement).style.getPropertyValue('--lb-reader-size')).toBe('1.95rem');
  });

  it('offers speeds from 0.5× to 2× and sets the recording’s playbackRate to the one chosen', async () => {
    const { user, container } = await openArticle(articleOf());
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    const offered = within(speed)
      .getAllByRole('option')
      .map((o) => Number((o as HTMLOptionElement).value));
    expect(offered).toEqual(SPEEDS);
    expect(Math.min(...offered)).toBe(0.5);
    expect(Math.max(...offered)).toBe(2);

    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/api/v1/article/7/audio?expires=1&sig=x');
    await user.selectOptions(speed, '1.5');
    expect(audio.playbackRate).toBe(1.5);
    await user.selectOptions(speed, '0.5');
    expect(audio.playbackRate).toBe(0.5);
  });

  it('locks a subscriber-only article for a visitor: log in (back to the article), sign up, and what PRO is', async () => {
    const { user, router, container } = await openArticle(teaser('login'), { signedIn: false });
    const lock = screen.getByTestId('article-lock');
    expect(within(lock).getByRole('heading', { name: 'This article is for subscribers' })).toBeInTheDocument();
    expect(container.querySelector('.lb-word')).toBeNull();
    expect(container.querySelector('audio')).toBeNull();
    expect(within(lock).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login?redirect=%2Farticle%2F7');
    expect(within(lock).getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/admin/register');
    // No subscribe prompt opens by itself for a visitor.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(lock).getByRole('button', { name: 'Subscribe' }));
    const pro = await findDialog('A PRO feature');
    await user.click(within(pro).getByRole('button', { name: 'Go PRO' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it('asks a signed-in free user past the 3 free uses to subscribe, leading to the plans', async () => {
    const { user, router, container } = await openArticle(teaser('subscribe'));
    const prompt = await findDialog('Subscribe to keep going');
    expect(prompt).toHaveTextContent('3 free tries');
    expect(within(screen.getByTestId('article-lock')).getByRole('heading', { name: 'Subscribe to keep reading' })).toBeInTheDocument();
    expect(container.querySelector('.lb-word')).toBeNull();

    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The lock's own button asks again, and See plans goes to /subscribe.
    await user.click(within(screen.getByTestId('article-lock')).getByRole('button', { name: 'Subscribe' }));
    await user.click(within(await findDialog('Subscribe to keep going')).getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it('asks "Use 1 of your 3 free articles?" before a free use opens the text, and spends it only on yes (issue 12 item 14)', async () => {
    const { user, container } = await openArticle(teaser('unlock', 2));
    const asked: string[] = [];
    mockFetch((url, init) => {
      asked.push(`${init.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
      if (init.method === 'POST') return { status: 200, body: articleOf({ access: { state: 'open', reason: 'free_use', free_uses_left: 1 } }) };
      return { status: 200, body: teaser('unlock', 2) };
    });
    const prompt = await findDialog('Use 1 of your 3 free articles?');
    expect(prompt).toHaveTextContent('You have 2 free uses left.');
    expect(container.querySelector('.lb-word')).toBeNull();
    // No: nothing is spent, the lock stays with a way to ask again.
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked.filter((a) => a.startsWith('POST'))).toEqual([]);
    await user.click(within(screen.getByTestId('article-lock')).getByRole('button', { name: 'Open with a free use' }));
    await user.click(within(await findDialog('Use 1 of your 3 free articles?')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(container.querySelector('.lb-word')).not.toBeNull());
    expect(asked.filter((a) => a.startsWith('POST'))).toEqual(['POST /api/v1/article/7/unlock']);
    expect(screen.getByRole('status')).toHaveTextContent('1 free use left.');
  });

  it('saves a sentence once with its own translation, and marks the sentences already saved (issue 12 item 15)', async () => {
    const posted: unknown[] = [];
    let saved: object[] = [];
    localStorage.setItem('token', 'test-token');
    mockFetch((url, init) => {
      if (url.includes('/api/v1/article/7')) return { status: 200, body: articleOf() };
      if (url.includes('/api/v1/video/sentence/list')) {
        expect(url).toContain('article_id=7');
        return { status: 200, body: { items: saved, total: saved.length, page: 1, pages: 1 } };
      }
      if (url.includes('/api/v1/video/sentence') && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        saved = [
          {
            id: 1,
            foreign_text: '我去图书馆。',
            en_text: 'I go to the library.',
            zh_text: '',
            click_count: 0,
            language: 'Simplified_Chinese',
            video_id: null,
            article_id: '7',
            transcript_id: null,
            created_at: '2026-11-25T00:00:00Z',
          },
        ];
        return { status: 201, body: saved[0] };
      }
      return { status: 404, body: { detail: 'Not found' } };
    });
    const { container } = await renderInShell(<ArticlePage />, { route: '/article/7', path: '/article/:id', namespaces: ['reading', 'vocabulary'] });
    await waitFor(() => expect(container.querySelector('.lb-word')).not.toBeNull());
    const button = screen.getByRole('button', { name: 'Save this sentence' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ article_id: 7, foreign_text: '我去图书馆。', en_text: 'I go to the library.', language: 'Simplified_Chinese' });
    const marked = await screen.findByRole('button', { name: 'Saved in your sentences' });
    expect(marked).toHaveAttribute('aria-pressed', 'true');
  });

  it('says how many free uses are left when an article was opened with one', async () => {
    await openArticle(articleOf({ access: { state: 'open', reason: 'free_use', free_uses_left: 1 } }));
    expect(screen.getByRole('status')).toHaveTextContent('You opened this article with a free use. 1 free use left.');
  });

  it('says plainly that an article does not exist, without offering to try again', async () => {
    mockFetch(() => ({ status: 404, body: { detail: 'Not found' } }));
    await renderInShell(<ArticlePage />, { route: '/article/99999', path: '/article/:id', namespaces: ['reading', 'vocabulary'] });
    expect(await screen.findByText('Article not found')).toBeInTheDocument();
    expect(screen.getByText('This article does not exist or is no longer published.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Read' })).toHaveAttribute('href', '/read');
  });
});
