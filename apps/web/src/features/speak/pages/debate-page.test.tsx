import type { Debate } from '@lingbridge/contracts/speak';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../../test/abilities';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as DebatePage } from './debate-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const at = '2026-12-02T18:30:00Z';
const event = (o: Partial<Debate> = {}): Debate => ({
  id: 5,
  title: '¿Deberían prohibirse los coches en el centro?',
  title_cn: null,
  debate_type: 'debate',
  verify_status: 'success',
  debate_status: 'upcoming',
  fail_reason: null,
  cancel_reason: null,
  chat_room_id: 3,
  start_time: at,
  end_time: '2026-12-02T19:15:00Z',
  duration: 45,
  language: 'Spanish',
  level: 'Intermediate',
  description: 'Dos equipos.',
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
  likes: 2,
  liked: false,
  my: null,
  room_opens_at: '2026-12-02T18:00:00Z',
  room_closes_at: '2026-12-02T19:17:00Z',
  room_link: null,
  articles: [{ id: 11, title: 'Los mensajes de los quipus', level: 'Advanced', language: 'Spanish' }],
  videos: [{ id: 4, title: 'Un paseo por Madrid', language: 'Spanish' }],
  abilities: [],
  created_at: at,
  ...o,
});

function serve(d: Debate, meId: number | null) {
  if (meId) localStorage.setItem('token', 'test-token');
  mockFetch((url) => {
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
              learning_language: 'Spanish',
              site_language: 'English',
              is_paid: false,
              is_verified: true,
              abilities: ROLE_ABILITIES.Member,
            },
          }
        : { status: 401, body: { detail: 'Unauthorized' } };
    if (url.endsWith('/debate/5')) return { status: 200, body: d };
    if (url.endsWith('/debate/5/roles')) return { status: 200, body: [] };
    return { status: 404, body: { detail: 'Event not found' } };
  });
}
const open = (route = '/speak/5') => renderInShell(<DebatePage />, { route, path: '/speak/:id', namespaces: ['speak'] });

describe('/speak/{id}', () => {
  it('shows a visitor the event, its materials linking to Read and Watch, and the sign-in prompt in the spec’s words', async () => {
    serve(event({ abilities: ['apply'] }), null);
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: '¿Deberían prohibirse los coches en el centro?' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Los mensajes de los quipus' })).toHaveAttribute('href', '/article/11');
    expect(screen.getByRole('link', { name: 'Un paseo por Madrid' })).toHaveAttribute('href', '/videoplayer?v=4');
    expect(screen.getByText('cannot connect to the Speak Room; to buy a ticket please sign up or log in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply to take part' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
  });

  it('offers a signed-in learner what the abilities allow: apply and a ticket, no edit or cancel', async () => {
    serve(event({ abilities: ['apply'] }), 7);
    await open();
    expect(await screen.findByRole('button', { name: 'Apply to take part' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a free audience ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the event' })).not.toBeInTheDocument();
  });

  it('a pending participant sees their part and Withdraw instead of Apply', async () => {
    serve(event({ abilities: ['apply'], my: { role: 'player', side: 'opp', role_name: null, state: 'pending', ticket: null } }), 7);
    await open();
    expect(await screen.findByText('You: Player · Opp (pending)', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply to take part' })).not.toBeInTheDocument();
  });

  it('gives the initiator manage, edit and cancel, and the room link when the server sends one', async () => {
    serve(event({ abilities: ['edit', 'cancel', 'manage'], room_link: '/debate/room/5' }), 1);
    await open();
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 5000 })).toHaveAttribute('href', '/create/5');
    expect(screen.getByRole('link', { name: 'Manage the event' })).toHaveAttribute('href', '/user/event/5');
    expect(screen.getByRole('button', { name: 'Cancel the event' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the room' })).toHaveAttribute('href', '/debate/room/5');
  });

  it('a rejected event shows the admin’s reason', async () => {
    serve(event({ verify_status: 'fail', fail_reason: 'Add a description' }), 1);
    await open();
    expect(await screen.findByText('Add a description', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0);
  });

  it.each([
    ['mini_debate', 'Tu evento de Mini Charla está creado'],
    ['role_play', 'Tu evento de Juego de roles está creado'],
    ['debate', 'Tu evento de Debate está creado'],
  ])('in Spanish, the page after creating a %s agrees in gender', async (type, title) => {
    serve(event(), 1);
    await renderInShell(<DebatePage />, { route: `/speak/${type}?id=9`, path: '/speak/:id', namespaces: ['speak'], language: 'es' });
    expect(await screen.findByText(title, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('/speak/{type} is the page after creating, with a link to the new event', async () => {
    serve(event(), 1);
    await open('/speak/role_play?id=9');
    expect(await screen.findByText('Your Role Play is created', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/waiting for approval/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute('href', '/speak/9');
  });
});
