import type { Material } from '@lingbridge/contracts/materials';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { CmsMaterialListPage } from './cms-material-pages';
import { MaterialPage } from './material-page';
import { MaterialsPage } from './materials-page';
import { TeacherMaterialsPage } from './teacher-materials-page';

const ABILITIES = { download: false, buy: false, edit: false, review: false, purchased: false };
const material = (o: Partial<Material> = {}): Material => ({
  id: 4,
  title: 'Market dialogues',
  description: 'Six dialogues at the market.',
  language: 'Simplified_Chinese',
  level: 'Intermediate',
  price_cents: 450,
  status: 'approved',
  format: 'pdf',
  file_name: 'market.pdf',
  file_size: 35_000,
  teacher: { id: 2, name: 'Teacher Wang' },
  review_message: null,
  reviewed_at: null,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  abilities: ABILITIES,
  ...o,
});
const me = { id: 9, email: 'kid@example.com', user_role: 'Member', is_verified: true, is_paid: false, learning_language: 'Spanish', site_language: 'English' };
const page = (items: Material[]) => ({ items, page: 1, pages: 1, total: items.length });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('materials pages', { timeout: 20_000 }, () => {
  it('the listing sends its filters to the server and says when nothing matches', async () => {
    const fetch = mockFetch((url) => ({ status: 200, body: page(url.includes('language=Spanish') ? [] : [material()]) }));
    await renderInShell(<MaterialsPage />, { route: '/materials', namespaces: ['materials'] });
    expect(await screen.findByRole('link', { name: 'Market dialogues' })).toHaveAttribute('href', '/materials/4');
    expect(screen.getByText('$4.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spanish' }));
    expect(await screen.findByText('No materials match these filters yet.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/materials?page=1&language=Spanish'))).toBe(true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'tones{Enter}');
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('language=Spanish&q=tones'))).toBe(true));
  });

  it('a visitor is asked to log in; a learner buys; a buyer downloads', async () => {
    mockFetch(() => ({ status: 200, body: material() }));
    const visitor = await renderInShell(<MaterialPage />, { route: '/materials/4', path: '/materials/:id', namespaces: ['materials'] });
    expect(await screen.findByText('Log in to download or buy this material.')).toBeInTheDocument();
    visitor.unmount();

    localStorage.setItem('token', 'tok');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/user/me')) return { status: 200, body: me };
      if (url.endsWith('/checkout') && init.method === 'POST') return { status: 201, body: { checkout_url: '/checkout/sbx_1', session_id: 'sbx_1' } };
      return { status: 200, body: material({ abilities: { ...ABILITIES, buy: true } }) };
    });
    const learner = await renderInShell(<MaterialPage />, { route: '/materials/4', path: '/materials/:id', namespaces: ['materials'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for $4.50' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sbx_1'));
    expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith('/materials/4/checkout') && i?.method === 'POST')).toBe(true);
    learner.unmount();

    mockFetch((url) =>
      url.endsWith('/user/me') ? { status: 200, body: me } : { status: 200, body: material({ abilities: { ...ABILITIES, download: true, purchased: true } }) },
    );
    await renderInShell(<MaterialPage />, { route: '/materials/4', path: '/materials/:id', namespaces: ['materials'] });
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByText('You bought this material.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy for/ })).toBeNull();
    expect(screen.getByText('market.pdf · 34 KB')).toBeInTheDocument();
  });

  it('the teacher sees the server’s refusal beside the field and the admins’ message on their material', async () => {
    localStorage.setItem('token', 'tok');
    mockFetch((url, init) => {
      if (url.endsWith('/user/me')) return { status: 200, body: { ...me, user_role: 'Mentor' } };
      if (url.endsWith('/materials') && init.method === 'POST')
        return { status: 422, body: { detail: 'Please enter a title', errors: [{ path: 'title', message: 'Please enter a title' }] } };
      return { status: 200, body: page([material({ status: 'rejected', review_message: 'Please add an answer key.' })]) };
    });
    await renderInShell(<TeacherMaterialsPage />, { route: '/teacher/materials', namespaces: ['materials'] });
    expect(await screen.findByText('Please add an answer key.')).toBeInTheDocument();
    expect(screen.getByText('Not approved', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findAllByText('Please enter a title')).length).toBeGreaterThan(0);
  });

  it('/cms/materialList: the status switch, wider than a phone, scrolls in its own box instead of the page', async () => {
    mockFetch(() => ({ status: 200, body: page([material({ status: 'pending' })]) }));
    await renderInShell(<CmsMaterialListPage />, { route: '/cms/materialList', namespaces: ['materials'] });
    await screen.findByRole('link', { name: 'Market dialogues' });
    const control = document.querySelector('.mantine-SegmentedControl-root') as HTMLElement;
    expect(control.parentElement?.style.overflowX).toBe('auto');
  });
});
