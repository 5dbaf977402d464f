import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as MemberRecordingsPage } from './member-recordings-page';
import { recordingOf } from './recording-fixture';

const open = (status: number, body: unknown, id = '1') => {
  const fetch = mockFetch(() => ({ status, body }));
  return {
    fetch,
    page: renderInShell(<MemberRecordingsPage />, {
      route: `/teacher/organization/member/recording/${id}`,
      path: '/teacher/organization/member/recording/:id',
      namespaces: ['recordings'],
    }),
  };
};

describe('/teacher/organization/member/recording/{id}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the member was not found, with the way back, instead of offering a retry that cannot work', async () => {
    const { page } = open(404, { detail: 'Recording not found' });
    await page;
    expect(await screen.findByRole('heading', { name: "We couldn't find this member" })).toBeInTheDocument();
    expect(screen.getByText('They may have left your groups, or the link is wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to members' })[0]).toHaveAttribute('href', '/teacher/organization/member');
  });

  it('an id that is not a number says the member was not found instead of loading for ever', async () => {
    const { page } = open(404, { detail: 'Recording not found' }, 'abc');
    await page;
    expect(await screen.findByRole('heading', { name: "We couldn't find this member" })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('still offers a retry when the server fails', async () => {
    const { page } = open(500, { detail: 'boom' });
    await page;
    expect(await screen.findByRole('heading', { name: 'These recordings could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

/** The server's pages of 5 of `total` recordings (small pages keep the cards few), ids from `total` down (newest first). */
const pagedList = (total: number) =>
  mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (!u.pathname.includes('/audio_recording/user/')) return { status: 404, body: { detail: 'Not found' } };
    const page = Number(u.searchParams.get('page') ?? 1);
    const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * 5, page * 5);
    return { status: 200, body: { items: ids.map((id) => recordingOf(id)), page, pages: Math.max(1, Math.ceil(total / 5)), total } };
  });

describe('/teacher/organization/member/recording/{id}: paged (decision 0209)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the first 5 of 8 with a pager under the list; page 2 asks the server for ?page=2 and holds the rest', async () => {
    const fetch = pagedList(8);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderInShell(<MemberRecordingsPage />, {
      route: '/teacher/organization/member/recording/1',
      path: '/teacher/organization/member/recording/:id',
      namespaces: ['recordings'],
    });
    expect(await screen.findByText('Take 8')).toBeInTheDocument();
    expect(screen.getByText('Take 4')).toBeInTheDocument();
    expect(screen.queryByText('Take 3')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Take 3')).toBeInTheDocument();
    expect(screen.getByText('Take 1')).toBeInTheDocument();
    expect(screen.queryByText('Take 8')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    const lists = fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/audio_recording/user/1'));
    expect(lists.at(-1)).toMatch(/\/audio_recording\/user\/1\?page=2$/);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no pager when everything fits on one page', async () => {
    pagedList(3);
    await renderInShell(<MemberRecordingsPage />, {
      route: '/teacher/organization/member/recording/1',
      path: '/teacher/organization/member/recording/:id',
      namespaces: ['recordings'],
    });
    expect(await screen.findByText('Take 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('a page past the end (an old link) goes to the last page instead of saying there are none', async () => {
    pagedList(8);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderInShell(<MemberRecordingsPage />, {
      route: '/teacher/organization/member/recording/1?page=5',
      path: '/teacher/organization/member/recording/:id',
      namespaces: ['recordings'],
    });
    expect(await screen.findByText('Take 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByText('No recordings yet')).not.toBeInTheDocument();
  });
});
