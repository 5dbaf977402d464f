import type { CurrentUser } from '@lingbridge/contracts/accounts';
import type { Organization } from '@lingbridge/contracts/organizations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../../test/abilities';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as OrganizationsPage } from './organizations-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const me = {
  id: 1,
  email: 'head@school.test',
  nick_name: 'Head',
  user_role: 'Mentor',
  abilities: ROLE_ABILITIES.Mentor,
  org_role: 'member',
} as unknown as CurrentUser;

const org: Organization = {
  id: 5,
  name: 'Maple School',
  seat_count: 40,
  seats_used: 12,
  seats_paid_until: '2027-08-31T23:59:59.000Z',
  is_admin: true,
  groups: [],
  users: [],
  invitations: [],
};

function serve(orgs: Organization[], calls: { url: string; method?: string; body?: unknown }[] = []) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    calls.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.includes('/user/me')) return { status: 200, body: me };
    if (init.method === 'POST' && url.endsWith('/organization/org')) {
      orgs.push({ ...org, id: 6, name: 'Oak Academy', seat_count: 0, seats_used: 0, seats_paid_until: null });
      return { status: 201, body: orgs[orgs.length - 1] };
    }
    if (url.endsWith('/organization/org')) return { status: 200, body: orgs };
    return { status: 404, body: { detail: 'Not found' } };
  });
}

const render = () =>
  renderInShell(<OrganizationsPage />, { route: '/teacher/organization/list', path: '/teacher/organization/list', namespaces: ['organizations'] });

describe('/teacher/organization/list', () => {
  it('shows an organisation with its seats and plan', async () => {
    serve([org]);
    await render();
    const card = await screen.findByRole('article', { name: 'Maple School' }, { timeout: 5000 });
    expect(within(card).getByText('12 of 40 seats taken')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
  });

  it.each([
    ['en', '0 groups · 1 member · 1 invited', '2 groups · 3 members · 0 invited'],
    ['es', '0 grupos · 1 miembro · 1 invitado', '2 grupos · 3 miembros · 0 invitados'],
  ])('counts groups, members and invitations in the singular and the plural (%s)', async (language, one, many) => {
    const member = (id: number) => ({ user_id: id, role: 'OrgAdmin', user: { id, email: { email: `${id}@school.test` }, nick_name: null, user_name: null } });
    const group = (id: number) => ({ id, org_id: 7, name: `Class ${id}`, archived_at: null, join_code: null, users: [], can_run: true, can_archive: true });
    serve([
      { ...org, users: [member(1)], invitations: [{ id: 1, email: 'li@oak.test' }] } as unknown as Organization,
      { ...org, id: 7, name: 'Oak Academy', groups: [group(1), group(2)], users: [member(1), member(2), member(3)] } as unknown as Organization,
    ]);
    await renderInShell(<OrganizationsPage />, {
      route: '/teacher/organization/list',
      path: '/teacher/organization/list',
      namespaces: ['organizations'],
      language,
    });
    expect(await screen.findByText(one, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(many)).toBeInTheDocument();
  });

  it('the new-organisation dialog marks its required fields, says what is missing, and sends name and invitations', async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    serve([], calls);
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'New organisation' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please enter the organisation name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please invite at least one person')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Organisation name/ }), 'Oak Academy');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Invited players/ }), 'li@oak.test, not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Not an e-mail address: not-an-address')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Invited players/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Invited players/ }), 'Li@Oak.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Oak Academy', invite: ['li@oak.test'] }));
    expect(await screen.findByRole('article', { name: 'Oak Academy' })).toBeInTheDocument();
  }, 20_000);
});
