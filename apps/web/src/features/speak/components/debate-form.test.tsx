import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { mockFetch, renderInShell } from '../../../test/render';
import { emptyForm, toBody, validateForm, type FormValues } from '../lib/debate-form';
import { DebateForm } from './debate-form';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const NOW = new Date('2026-12-01T10:00:00').getTime();
const valid = (o: Partial<FormValues> = {}): FormValues => ({
  ...emptyForm('debate'),
  title: 'Cities should ban cars',
  start: '2026-12-02T18:30',
  language: 'Spanish',
  level: 'Intermediate',
  ...o,
});
const keys = (v: FormValues, checkStart = true) => Object.fromEntries(Object.entries(validateForm(v, NOW, checkStart)).map(([k, e]) => [k, e?.key]));

describe('event form rules', () => {
  it('a complete debate passes, and its body has 2 × speakers per side, 45 minutes, no roles', () => {
    expect(keys(valid())).toEqual({});
    expect(toBody(valid({ per_side: 3 }))).toMatchObject({ debate_type: 'debate', duration: 45, max_players: 6, role_names: [], initiator_side: null });
  });

  it('requires the topic, language, level and start, and refuses a start in the past (unless an edit keeps it)', () => {
    expect(keys(valid({ title: ' ', language: '', level: '', start: '' }))).toEqual({
      title: 'validation.required',
      language: 'validation.required',
      level: 'validation.required',
      start: 'validation.required',
    });
    expect(keys(valid({ start: '2026-12-01T09:59' }))).toEqual({ start: 'validation.startInPast' });
    expect(keys(valid({ start: '2026-12-01T09:59' }), false)).toEqual({});
    expect(keys(valid({ start: '2027-12-10T10:00' }))).toEqual({ start: 'validation.startTooFar' });
    expect(keys(valid({ start: '9999-12-31T23:50' }))).toEqual({ start: 'validation.startTooFar' });
  });

  it('fixes the duration: 45 for a debate, 15 for a role play; a mini talk takes 15, 30, 45 or 60', () => {
    expect(keys(valid({ duration: 30 }))).toEqual({ duration: 'validation.durationFixed' });
    expect(validateForm(valid({ duration: 30 }), NOW).duration?.values).toMatchObject({ minutes: 45 });
    expect(keys(valid({ debate_type: 'role_play', duration: 45, role_names: ['A'] }))).toEqual({ duration: 'validation.durationFixed' });
    expect(keys(valid({ debate_type: 'mini_debate', duration: 60 }))).toEqual({});
    expect(keys(valid({ debate_type: 'mini_debate', duration: 20 }))).toEqual({ duration: 'validation.duration' });
  });

  it('limits players: 1–4 per side in a debate, at most 3 in a mini talk, named unique roles in a role play; judges 0–3', () => {
    expect(keys(valid({ per_side: 0 }))).toEqual({ per_side: 'validation.perSide' });
    expect(keys(valid({ per_side: 5 }))).toEqual({ per_side: 'validation.perSide' });
    expect(keys(valid({ debate_type: 'mini_debate', duration: 30, max_players: 4 }))).toEqual({ max_players: 'validation.players' });
    const rp = (role_names: string[]) => keys(valid({ debate_type: 'role_play', duration: 15, role_names }));
    expect(rp([])).toEqual({ role_names: 'validation.roleNamesRequired' });
    expect(rp(['Chef', ' '])).toEqual({ role_names: 'validation.roleNameEmpty' });
    expect(rp(['Chef', 'chef'])).toEqual({ role_names: 'validation.roleNamesUnique' });
    expect(rp(['Chef', 'Guest'])).toEqual({});
    expect(toBody(valid({ debate_type: 'role_play', duration: 15, role_names: [' Chef', 'Guest'] }))).toMatchObject({
      max_players: 2,
      role_names: ['Chef', 'Guest'],
    });
    expect(keys(valid({ max_judges: 4 }))).toEqual({ max_judges: 'validation.judges' });
  });

  it('an initiator who debates picks a side; one who judges needs a judge seat', () => {
    expect(keys(valid({ initiator_role: 'player' }))).toEqual({ initiator_side: 'validation.sideRequired' });
    expect(keys(valid({ initiator_role: 'player', initiator_side: 'prop' }))).toEqual({});
    expect(keys(valid({ initiator_role: 'judge', max_judges: 0 }))).toEqual({ initiator_role: 'validation.noJudges' });
  });
});

const renderForm = (onSubmit: (v: FormValues) => Promise<unknown>, initial = emptyForm()) =>
  renderInShell(<DebateForm initial={initial} submitLabel="Create the event" submitting={false} onSubmit={onSubmit} now={() => NOW} />, {
    namespaces: ['speak'],
  });

describe('<DebateForm>', () => {
  it('shows "Submission Failed" and each broken rule on its field without sending', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], page: 1, pages: 0, total: 0 } }));
    const onSubmit = vi.fn(async () => undefined);
    await renderForm(onSubmit);
    await userEvent.click(await screen.findByRole('button', { name: 'Create the event' }, { timeout: 5000 }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Field required').length).toBeGreaterThanOrEqual(4);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: '2026-11-30T08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create the event' }));
    expect(await screen.findByText('the activity start time cannot be earlier than the current time')).toBeInTheDocument();
  });

  it('puts the server’s field errors on the fields', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], page: 1, pages: 0, total: 0 } }));
    const onSubmit = vi.fn(async () => {
      throw new ApiError('bad request', 'Submission Failed', 422, 'Submission Failed', [
        { path: 'max_players', message: 'A debate has 1 to 4 speakers per side' },
        { path: 'article_ids.0', message: 'That article or video was not found' },
      ]);
    });
    await renderForm(onSubmit, valid());
    await userEvent.click(await screen.findByRole('button', { name: 'Create the event' }, { timeout: 5000 }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(await screen.findByText('A debate has 1 to 4 speakers per side')).toBeInTheDocument();
    expect(screen.getByText('That article or video was not found')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Submission Failed');
  });

  it('fixes the duration when the type changes, and asks role names for a role play', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], page: 1, pages: 0, total: 0 } }));
    await renderForm(async () => undefined);
    await userEvent.click(await screen.findByText('Role Play', undefined, { timeout: 5000 }));
    expect(screen.getByText('A Role Play lasts 15 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Role 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Mini Talk'));
    expect(screen.queryByText(/lasts \d+ minutes/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Players' })).toBeInTheDocument();
  });
});
