import type { Debate } from '@lingbridge/contracts/speak';
import type { ParticipateCheck } from '@lingbridge/contracts/speak-participation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { applyBody, applyOptions, missingChoice } from '../lib/apply-rules';
import { ApplyDialog } from './apply-dialog';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const seats = (o: Partial<Debate['seats_left']> = {}): Debate['seats_left'] => ({ players: 4, judges: 1, prop: 2, opp: 2, roles: [], ...o });
const debate = (o: Partial<Debate> = {}): Debate =>
  ({
    id: 7,
    title: 'Should homework be banned?',
    debate_type: 'debate',
    max_judges: 1,
    max_players: 4,
    seats_left: seats(),
    role_names: [],
    ...o,
  }) as Debate;

const check = (o: Partial<ParticipateCheck> = {}): ParticipateCheck => ({
  allowed: true,
  reason: null,
  uses_free_use: true,
  free_uses_left: 2,
  price_cents: 0,
  needs_approval: true,
  seats_left: seats(),
  ...o,
});

describe('apply rules', () => {
  it('offers a player seat only with a side left in a debate, and a judge seat only when the event has judges', () => {
    expect(applyOptions(debate())).toEqual({ roles: ['player', 'judge'], sides: ['prop', 'opp'], roleNames: [] });
    expect(applyOptions(debate({ seats_left: seats({ prop: 0 }) })).sides).toEqual(['opp']);
    expect(applyOptions(debate({ seats_left: seats({ prop: 0, opp: 0, players: 0 }) })).roles).toEqual(['judge']);
    expect(applyOptions(debate({ max_judges: 0, seats_left: seats({ judges: 0 }) })).roles).toEqual(['player']);
  });

  it('a role play offers the roles nobody plays yet; a full one offers no player seat', () => {
    const rp = debate({ debate_type: 'role_play', max_judges: 0, seats_left: seats({ prop: null, opp: null, judges: 0, players: 1, roles: ['Waiter'] }) });
    expect(applyOptions(rp)).toEqual({ roles: ['player'], sides: [], roleNames: ['Waiter'] });
    expect(applyOptions({ ...rp, seats_left: seats({ prop: null, opp: null, judges: 0, players: 0, roles: [] }) }).roles).toEqual([]);
  });

  it('asks for a side in a debate and a role in a role play, and sends each only where it belongs', () => {
    expect(missingChoice(debate(), { role: null, side: null, roleName: null })).toBe('role');
    expect(missingChoice(debate(), { role: 'player', side: null, roleName: null })).toBe('side');
    expect(missingChoice(debate(), { role: 'judge', side: null, roleName: null })).toBeNull();
    expect(missingChoice(debate({ debate_type: 'role_play' }), { role: 'player', side: null, roleName: null })).toBe('roleName');
    expect(missingChoice(debate({ debate_type: 'mini_debate' }), { role: 'player', side: null, roleName: null })).toBeNull();
    expect(applyBody(debate(), { role: 'judge', side: 'prop', roleName: null }, '  ')).toEqual({ role: 'judge', side: null, role_name: null, message: null });
    expect(applyBody(debate({ debate_type: 'role_play' }), { role: 'player', side: 'prop', roleName: 'Chef' }, 'hi')).toEqual({
      role: 'player',
      side: null,
      role_name: 'Chef',
      message: 'hi',
    });
  });
});

function serve(answer: ParticipateCheck) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url.endsWith('/participate-check')) return { status: 200, body: answer };
    if (url.endsWith('/participate') && init.method === 'POST')
      return { status: 201, body: { participant: { state: 'pending', ...JSON.parse(String(init.body)) }, checkout_url: null } };
    return { status: 404, body: { detail: 'Not found' } };
  });
}

const open = (d: Debate) => renderInShell(<ApplyDialog debate={d} opened onClose={() => undefined} />, { namespaces: ['speak'] });

describe('<ApplyDialog>', () => {
  it('checks a complete choice with participate-check first, shows the cost, then applies with the side', async () => {
    const fetch = serve(check());
    await open(debate());
    const apply = await screen.findByRole('button', { name: 'Send application' }, { timeout: 5000 });
    expect(apply).toBeDisabled();
    await userEvent.click(screen.getByText('Player'));
    expect(screen.getByText('Choose a side: Prop or Opp')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText(/^Opp/));
    expect(await screen.findByText(/Uses one of your free uses \(2 left\)\. The initiator approves it first\./)).toBeInTheDocument();
    const checked = fetch.mock.calls.find(([u]) => String(u).endsWith('/participate-check'));
    expect(JSON.parse(String(checked?.[1]?.body))).toMatchObject({ role: 'player', side: 'opp', role_name: null });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/debate/7/participate') && i?.method === 'POST')).toBe(true));
    const sent = fetch.mock.calls.find(([u]) => String(u).endsWith('/debate/7/participate'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ role: 'player', side: 'opp', role_name: null, message: null });
  });

  it('shows the server’s reason and keeps Apply off when the check refuses', async () => {
    serve(check({ allowed: false, reason: 'A side has at most 2 speakers' }));
    await open(debate({ max_judges: 0, seats_left: seats({ judges: 0 }) }));
    await userEvent.click(await screen.findByText(/^Prop/, undefined, { timeout: 5000 }));
    expect(await screen.findByText('A side has at most 2 speakers')).toBeInTheDocument();
    expect(screen.getByText('Your participation application has failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeDisabled();
  });

  it('a paid seat shows its price', async () => {
    serve(check({ price_cents: 500, uses_free_use: false, needs_approval: false }));
    await open(debate({ debate_type: 'mini_debate', max_judges: 0, seats_left: seats({ prop: null, opp: null, judges: 0 }) }));
    expect(await screen.findByText('Ticket: $5.00.', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says there are no seats when every player and judge seat is taken', async () => {
    serve(check());
    await open(debate({ seats_left: seats({ players: 0, prop: 0, opp: 0, judges: 0 }) }));
    expect(await screen.findByText(/There are no player or judge seats left/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
