import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as MaterialsPage } from './materials-page';
import { Component as QaPage } from './qa-page';
import { Component as TicketsPage } from './tickets-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const at = '2026-12-02T18:30:00Z';
const summary = (id: number) => ({
  id,
  title: `Event ${id}`,
  title_cn: null,
  debate_type: 'debate',
  verify_status: 'success',
  debate_status: 'upcoming',
  fail_reason: null,
  cancel_reason: null,
  chat_room_id: null,
  start_time: at,
  end_time: '2026-12-02T19:15:00Z',
  duration: 45,
  language: 'Spanish',
  level: 'Intermediate',
  description: '',
  picture_url: null,
  picture_file_id: null,
  initiator: { id: 1, nick_name: 'Lina', avatar_url: null },
  initiator_role: 'host',
  max_players: 4,
  max_judges: 1,
  role_names: [],
  ticket_price_cents: 0,
  attendees: 0,
  seats_left: { players: 4, judges: 1, prop: 2, opp: 2, roles: [] },
  likes: 0,
  liked: false,
  my: null,
  abilities: [],
  created_at: at,
});

/** The three /user/debate lists: their address, page and an item the page shows as "Event {id}". */
const lists: { name: string; api: string; route: string; page: ReactElement; item: (id: number) => unknown; text: (id: number) => string; empty: string }[] = [
  {
    name: 'tickets',
    api: '/debate/tickets',
    route: '/user/debate/tickets',
    page: <TicketsPage />,
    item: (id) => ({ debate: summary(id), state: 'pending', ticket: 'free', created_at: at }),
    text: (id) => `Event ${id}`,
    empty: 'No tickets yet',
  },
  {
    name: 'materials',
    api: '/debate/materials',
    route: '/user/debate/material',
    page: <MaterialsPage />,
    item: (id) => ({
      debate: { id, title: `Event ${id}`, start_time: at, debate_status: 'upcoming' },
      articles: [{ id, title: `Article ${id}`, level: 'Intermediate', language: 'Spanish' }],
      videos: [],
    }),
    text: (id) => `Event ${id}`,
    empty: 'No materials yet',
  },
  {
    name: 'questions',
    api: '/debate/questions',
    route: '/user/debate/qa',
    page: <QaPage />,
    item: (id) => ({
      id,
      debate_id: id,
      debate_title: `Event ${id}`,
      asker: { id: 2, nick_name: 'Ana', avatar_url: null },
      question: `Question ${id}?`,
      answer: 'Yes.',
      answered_at: at,
      created_at: at,
      can_answer: false,
      can_delete: false,
    }),
    text: (id) => `Question ${id}?`,
    empty: 'No questions yet',
  },
];

/** The server's pages of 20 of `total` items, ids from `total` down; every call's URL is kept. */
function serve(api: string, item: (id: number) => unknown, total: number) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (!u.pathname.endsWith(api)) return { status: 401, body: { detail: 'Not signed in' } };
    const page = Number(u.searchParams.get('page') ?? 1);
    const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * 20, page * 20);
    return { status: 200, body: { items: ids.map(item), page, pages: Math.max(1, Math.ceil(total / 20)), total } };
  });
}

describe.each(lists)('/user/debate $name: paged (decision 0209)', ({ api, route, page, item, text, empty }) => {
  it('shows the first 20 of 23 with a pager under them; page 2 asks for ?page=2, holds the rest and starts at the top', async () => {
    const fetch = serve(api, item, 23);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderInShell(page, { route, namespaces: ['speak'] });
    expect(await screen.findByText(text(23))).toBeInTheDocument();
    expect(screen.getByText(text(4))).toBeInTheDocument();
    expect(screen.queryByText(text(3))).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(text(3))).toBeInTheDocument();
    expect(screen.getByText(text(1))).toBeInTheDocument();
    expect(screen.queryByText(text(23))).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    const calls = fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.includes(api));
    expect(calls[0]).not.toContain('page=');
    expect(calls.at(-1)).toContain(`${api}?page=2`);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no pager when everything fits on one page', async () => {
    serve(api, item, 3);
    await renderInShell(page, { route, namespaces: ['speak'] });
    expect(await screen.findByText(text(3))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('a page past the end (an old link) goes to the last page instead of the empty state', async () => {
    serve(api, item, 23);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderInShell(page, { route: `${route}?page=7`, path: route, namespaces: ['speak'] });
    expect(await screen.findByText(text(3))).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('an empty list still shows its empty state, with no pager', async () => {
    serve(api, item, 0);
    await renderInShell(page, { route, namespaces: ['speak'] });
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.queryByText(text(1))).not.toBeInTheDocument();
  });
});
