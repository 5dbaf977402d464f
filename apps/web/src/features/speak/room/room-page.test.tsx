import type { Debate } from '@lingbridge/contracts/speak';
import type { Participant } from '@lingbridge/contracts/speak-participation';
import { timelineOf, type VotingState } from '@lingbridge/contracts/speak-room';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../../test/abilities';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as RoomPage } from './room-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The server's clock: the event starts at 18:30; the room opens at 18:00 and closes at 19:17.
const START = Date.parse('2026-12-02T18:30:00Z');
const min = 60_000;

const event = (o: Partial<Debate> = {}): Debate => ({
  id: 5,
  title: 'Should cars be banned from city centres?',
  title_cn: '城市中心应该禁止汽车吗？',
  debate_type: 'debate',
  verify_status: 'success',
  debate_status: 'onprogress',
  fail_reason: null,
  cancel_reason: null,
  chat_room_id: 3,
  start_time: new Date(START).toISOString(),
  end_time: new Date(START + 45 * min).toISOString(),
  duration: 45,
  language: 'English',
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
  attendees: 4,
  seats_left: { players: 0, judges: 0, prop: 0, opp: 0, roles: [] },
  likes: 0,
  liked: false,
  my: { role: 'audience', side: null, role_name: null, state: 'approved', ticket: 'free' },
  room_opens_at: new Date(START - 30 * min).toISOString(),
  room_closes_at: new Date(START + 47 * min).toISOString(),
  room_link: '/debate/room/5',
  articles: [],
  videos: [],
  abilities: ['enter_room'],
  created_at: new Date(START - 86_400_000).toISOString(),
  ...o,
});

const person = (id: number, name: string, o: Partial<Participant>): Participant => ({
  user: { id, nick_name: name, avatar_url: null },
  role: 'player',
  side: null,
  role_name: null,
  state: 'approved',
  ticket: null,
  message: null,
  is_initiator: false,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  ...o,
});
const ROLES = [
  person(1, 'Lina', { role: 'judge', is_initiator: true }),
  person(2, 'Omar', { side: 'prop' }),
  person(3, 'Pia', { side: 'opp' }),
  person(7, 'X', { role: 'audience' }),
];

const voting = (o: Partial<VotingState> = {}): VotingState => ({
  open: false,
  opened_at: null,
  closes_at: null,
  can_open: false,
  can_vote: false,
  my: { best_team: null, best_debater: null },
  result: null,
  ...o,
});

type Setup = { debate?: Debate; meId?: number | null; serverNow: number; vote?: VotingState; voteReply?: { status: number; body: unknown } };

/** Serves the event, the timeline (with `serverNow` as the server's clock), the roles and the vote. */
function serve({ debate = event(), meId = 7, serverNow, vote = voting(), voteReply }: Setup) {
  if (meId) localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url.endsWith('/user/me'))
      return meId
        ? {
            status: 200,
            body: {
              id: meId,
              email: 'x@example.com',
              nick_name: 'X',
              avatar: null,
              user_role: 'Member',
              learning_language: 'English',
              site_language: 'English',
              is_paid: false,
              is_verified: true,
              abilities: ROLE_ABILITIES.Member,
            },
          }
        : { status: 401, body: { detail: 'Unauthorized' } };
    if (url.endsWith('/debate/5')) return { status: 200, body: debate };
    if (url.endsWith('/debate/5/timeline'))
      return { status: 200, body: { server_now: serverNow, steps: timelineOf(debate.debate_type, Date.parse(debate.start_time), debate.duration) } };
    if (url.endsWith('/debate/5/roles')) return { status: 200, body: ROLES };
    if (url.endsWith('/debate/5/vote') && init.method === 'POST') return voteReply ?? { status: 200, body: vote };
    if (url.endsWith('/debate/5/vote')) return { status: 200, body: vote };
    return { status: 404, body: { detail: 'Not found' } };
  });
}
const open = () => renderInShell(<RoomPage />, { route: '/debate/room/5', path: '/debate/room/:id', namespaces: ['speak', 'speak-room'] });
const T = { timeout: 5000 };

describe('the Speak Room: entry rules', () => {
  it('a room address whose id is not a number says the event does not exist instead of breaking the page', async () => {
    serve({ serverNow: START });
    await renderInShell(<RoomPage />, { route: '/minitalk/room/abc', path: '/minitalk/room/:id', namespaces: ['speak', 'speak-room'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'This event does not exist or is not public.' }, T)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Speak' })).toHaveAttribute('href', '/speak');
  });

  it('a visitor reads the spec’s words with Log in and Sign up', async () => {
    serve({ meId: null, serverNow: START });
    await open();
    expect(await screen.findByText('cannot connect to the Speak Room; to buy a ticket please sign up or log in', undefined, T)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('a signed-in learner who is not a participant is sent to the event page to apply', async () => {
    serve({ debate: event({ abilities: ['apply'], my: null, room_link: null }), serverNow: START });
    await open();
    expect(await screen.findByText('You are not a participant of this event', undefined, T)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the event page' })).toHaveAttribute('href', '/speak/5');
  });

  it('before the room opens: "opens at" with a countdown from the server’s clock', async () => {
    serve({ serverNow: START - 35 * min });
    await open();
    expect(await screen.findByText(/The room opens at/, undefined, T)).toBeInTheDocument();
    expect(screen.getByText(/Opens in 0[45]:\d\d/)).toBeInTheDocument();
  });

  it('after the room closes: closed, with the results', async () => {
    const result = {
      bestTeam: 'opp' as const,
      teamVotes: { prop: 1, opp: 3 },
      bestDebater: { id: 3, nick_name: 'Pia', avatar: { file_id: null } },
      debaterVotes: [{ id: 3, nick_name: 'Pia', votes: 2 }],
    };
    serve({ serverNow: START + 50 * min, vote: voting({ result }) });
    await open();
    expect(await screen.findByText('The room is closed', undefined, T)).toBeInTheDocument();
    expect(await screen.findByText('Opposition wins', undefined, T)).toBeInTheDocument();
  });
});

describe('the Speak Room: timeline', () => {
  it('counts down from the server’s clock even when the browser’s clock is three hours wrong', async () => {
    // The browser thinks it is three hours later; the server says we are 2 min 30 s into round 1 for Prop.
    vi.useFakeTimers({ toFake: ['Date'], now: START + 3 * 60 * min });
    serve({ serverNow: START + 12 * min + 30_000 });
    await open();
    expect(await screen.findByText('Now: Round 1 · Proposition', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('Proposition speaks')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: /00:30 left/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/debate/room/5?chat=3');
    // The people: players by side, the judge marked as the initiator, the audience count.
    expect(await screen.findByText('Omar', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('Initiator')).toBeInTheDocument();
    expect(screen.getByText('1 in the audience')).toBeInTheDocument();
  });

  it('warns one minute before the end of the timeline', async () => {
    serve({ serverNow: START + 44 * min + 30_000 });
    await open();
    expect(await screen.findByText('One minute left before the end.', undefined, T)).toBeInTheDocument();
    expect(screen.queryByText(/The room closes in/)).not.toBeInTheDocument();
  });

  it('warns two minutes before the room closes', async () => {
    serve({ serverNow: START + 45 * min + 30_000 });
    await open();
    expect(await screen.findByText('The room closes in 01:30.', undefined, T)).toBeInTheDocument();
  });
});

describe('the Speak Room: vote', () => {
  const judging = START + 38 * min; // the judges' step runs from 37 to 43 minutes

  it('the initiator sees Open voting when the server allows it', async () => {
    serve({ meId: 1, serverNow: judging, vote: voting({ can_open: true }) });
    await open();
    expect(await screen.findByRole('button', { name: 'Open voting' }, T)).toBeInTheDocument();
  });

  it('a voter picks the best team and debater among the approved players and votes', async () => {
    const closes = new Date(START + 43 * min).toISOString();
    const fetch = serve({ serverNow: judging, vote: voting({ open: true, can_vote: true, closes_at: closes }) });
    await open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Opposition' }, T));
    fireEvent.click(screen.getByRole('radio', { name: 'Pia' }));
    expect(screen.queryByRole('radio', { name: 'Lina' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/debate/5/vote') && i?.method === 'POST')).toBe(true));
    const call = fetch.mock.calls.find(([u, i]) => String(u).endsWith('/debate/5/vote') && i?.method === 'POST')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ best_team: 'opp', best_debater: 3 });
  });

  it('a voter who has voted both kinds reads the thanks, without the form', async () => {
    const closes = new Date(START + 43 * min).toISOString();
    serve({ serverNow: judging, vote: voting({ open: true, can_vote: true, closes_at: closes, my: { best_team: 'prop', best_debater: 2 } }) });
    await open();
    expect(await screen.findByText('Thank you, your vote is in.', undefined, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in VOTE_ERRORS’ words', async () => {
    const closes = new Date(START + 43 * min).toISOString();
    serve({
      serverNow: judging,
      vote: voting({ open: true, can_vote: true, closes_at: closes }),
      voteReply: { status: 409, body: { detail: 'You have already voted' } },
    });
    await open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Proposition' }, T));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('You have already voted', undefined, T)).toBeInTheDocument();
  });

  it.each([
    ['prop', 'Proposition wins'],
    ['opp', 'Opposition wins'],
    ['both', 'Both sides win'],
    ['draw', 'Draw'],
  ] as const)('after voting closes, outcome %s reads "%s", with votes, the best debater and the 120-second countdown', async (bestTeam, words) => {
    const closes = START + 43 * min;
    serve({
      serverNow: closes + 30_000,
      vote: voting({
        closes_at: new Date(closes).toISOString(),
        result: {
          bestTeam,
          teamVotes: { prop: 2, opp: 2 },
          bestDebater: bestTeam === 'draw' ? null : { id: 2, nick_name: 'Omar', avatar: { file_id: 'abc' } },
          debaterVotes: bestTeam === 'draw' ? [] : [{ id: 2, nick_name: 'Omar', votes: 3 }],
        },
      }),
    });
    await open();
    expect(await screen.findByText(words, undefined, T)).toBeInTheDocument();
    expect(screen.getAllByText('2 votes').length).toBe(2);
    expect(screen.getByText(/The meeting closes within 01:30/)).toBeInTheDocument();
    if (bestTeam !== 'draw') expect(screen.getByText('3 votes')).toBeInTheDocument();
    else expect(screen.getByText('No vote for a best debater.')).toBeInTheDocument();
  });
});

describe('the Speak Room: role play', () => {
  it('lists the players with their roles and votes for the best player only, without teams', async () => {
    const rp = event({ debate_type: 'role_play', duration: 15, role_names: ['Waiter', 'Guest'], room_closes_at: new Date(START + 17 * min).toISOString() });
    const closes = new Date(START + 15 * min).toISOString();
    serve({ debate: rp, serverNow: START + 11 * min, vote: voting({ open: true, can_vote: true, closes_at: closes }) });
    await open();
    expect(await screen.findByText('Now: Judges’ summary', undefined, T)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Players' }, T)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Omar' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Proposition' })).not.toBeInTheDocument();
  });
});
