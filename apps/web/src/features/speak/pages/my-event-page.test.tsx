import type { Debate } from '@lingbridge/contracts/speak';
import type { Participant } from '@lingbridge/contracts/speak-participation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as MyEventPage } from './my-event-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const at = '2026-12-02T18:30:00Z';
const person = (id: number, nick_name: string) => ({ id, nick_name, avatar_url: null });
const part = (id: number, name: string, o: Partial<Participant>): Participant => ({
  user: person(id, name),
  role: 'player',
  side: null,
  role_name: null,
  state: 'approved',
  ticket: null,
  message: null,
  is_initiator: false,
  created_at: at,
  updated_at: at,
  ...o,
});
const debate = {
  id: 5,
  title: 'Phones at school',
  debate_type: 'debate',
  verify_status: 'success',
  debate_status: 'upcoming',
  start_time: at,
  max_judges: 1,
  role_names: [],
  attendees: 2,
  room_link: null,
  fail_reason: null,
  abilities: ['manage', 'edit', 'cancel'],
} as unknown as Debate;

const question = (n: number) => ({
  id: n,
  debate_id: 5,
  debate_title: 'Debate',
  asker: { id: 2, nick_name: 'Ben', avatar_url: null },
  question: `Question on page ${n}`,
  answer: null,
  answered_at: null,
  created_at: '2026-11-30T10:00:00Z',
  can_answer: true,
  can_delete: true,
});
let questions: unknown[] = [];
afterEach(() => {
  questions = [];
});

function serve(d: Debate = debate) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url.endsWith('/debate/5')) return { status: 200, body: d };
    if (url.endsWith('/debate/5/roles'))
      return {
        status: 200,
        body: [
          part(2, 'Ben', { side: 'prop', state: 'pending', message: 'I love debating' }),
          part(3, 'Eva', { side: 'opp' }),
          part(4, 'Dan', { role: 'audience', ticket: 'free', state: 'pending' }),
        ],
      };
    const qa = /\/debate\/5\/qa(?:\?page=(\d+))?$/.exec(url);
    if (qa) {
      const page = Number(qa[1] ?? 1);
      const items = questions.length ? [question(page)] : [];
      return { status: 200, body: { items, page, pages: questions.length ? 2 : 1, total: questions.length ? 21 : 0 } };
    }
    const m = /debate_user\/5\/(\d+)$/.exec(url);
    if (m && init.method === 'PATCH')
      return { status: 200, body: { ...part(Number(m[1]), 'X', {}), ...JSON.parse(String(init.body)), free_use_returned: false } };
    return { status: 404, body: { detail: 'Not found' } };
  });
}
const open = () => renderInShell(<MyEventPage />, { route: '/user/event/5', path: '/user/event/:id', namespaces: ['speak'] });
const patches = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([, i]) => i?.method === 'PATCH').map(([u, i]) => [String(u).replace(/.*debate_user\//, ''), JSON.parse(String(i?.body))]);

describe('/user/event/{id}', () => {
  it('lists applications with their messages, approves one, switches a member’s side and removes one through kick-member', async () => {
    const fetch = serve();
    await open();
    const apps = (await screen.findByRole('heading', { name: 'Applications to review (2)' }, { timeout: 5000 })).parentElement!;
    expect(within(apps).getByText('“I love debating”')).toBeInTheDocument();
    expect(within(apps).getByText('Audience · Free')).toBeInTheDocument();
    await userEvent.click(within(apps).getAllByRole('button', { name: 'Approve' })[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Move to Prop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove Eva?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() =>
      expect(patches(fetch)).toEqual([
        ['5/2', { state: 'approved' }],
        ['5/3', { side: 'prop' }],
        ['5/3', { state: 'kicked' }],
      ]),
    );
  });

  it('the questions come a page at a time, with a pager under them (decision 0216)', async () => {
    questions = [1];
    const fetch = serve();
    await open();
    expect(await screen.findByText('Question on page 1', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Question on page 2')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/qa'))).toEqual([
      expect.stringMatching(/\/debate\/5\/qa$/),
      expect.stringMatching(/\/debate\/5\/qa\?page=2$/),
    ]);
  });

  it('someone else’s event is not theirs to manage, and the page says so in its h1', async () => {
    serve({ ...debate, abilities: [] });
    await open();
    expect(await screen.findByText('Only the initiator manages this event.', undefined, { timeout: 5000 })).toBeInTheDocument();
    // Screen-reader users jump to the h1 to learn what a page is (axe: page-has-heading-one).
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('an event that does not exist says "Event not found" with the way back to the list, not an error to retry', async () => {
    serve();
    await renderInShell(<MyEventPage />, { route: '/user/event/9', path: '/user/event/:id', namespaces: ['speak'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/speak');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
