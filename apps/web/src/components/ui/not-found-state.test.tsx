import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogPostEditPage } from '../../features/cms/pages/blog-post-edit-page';
import { CmsMaterialEditPage } from '../../features/materials/pages/cms-material-pages';
import { ArticleEditPage } from '../../features/reading/pages/cms/article-edit-page';
import { VideoEditPage } from '../../features/watch/pages/cms/video-edit-page';
import { ApiError } from '../../lib/api-client';
import { mockFetch, renderInShell } from '../../test/render';
import { ErrorState } from './error-state';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

// An editor whose address names no item: said as not found, never a spinner waiting for a request
// that is not made, nor a blank "new" form whose Save would create something else.
const editors: [string, string, ReactElement, string[]][] = [
  ['/cms/articleEdit/:id', '/cms/articleEdit/abc', <ArticleEditPage />, ['reading', 'vocabulary']],
  ['/cms/blogPostEdit/:id', '/cms/blogPostEdit/abc', <BlogPostEditPage />, ['cms']],
  ['/cms/VideoEdit/:id', '/cms/VideoEdit/abc', <VideoEditPage />, ['watch']],
  ['/cms/materialEdit/:id', '/cms/materialEdit/abc', <CmsMaterialEditPage />, ['materials']],
];

describe('an address that names nothing', () => {
  it.each(editors)('%s with an id that is not one says Not found, with no form to save', async (path, route, ui, namespaces) => {
    localStorage.setItem('token', 'test-token');
    const fetch = mockFetch(() => ({ status: 200, body: { items: [], total: 0, page: 1, size: 100, pages: 1 } }));
    await renderInShell(ui, { route, path, namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    // Nothing is asked of the server about an item "abc".
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('abc'))).toEqual([]);
  });

  it('a load the server answers 404 is said as not found, without a Try again that cannot help; other failures keep it', async () => {
    const retry = vi.fn();
    const gone = await renderInShell(<ErrorState error={new ApiError('bad request', 'Video not found', 404, 'Video not found')} onRetry={retry} />);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('Video not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    gone.unmount();
    await renderInShell(<ErrorState error={new ApiError('bad request', 'boom', 500, 'boom')} onRetry={retry} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
