import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../../test/render';
import { MagazineEditPage } from './magazine-edit-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const open = (id: string) => renderInShell(<MagazineEditPage />, { route: `/cms/magazineEdit/${id}`, path: '/cms/magazineEdit/:id', namespaces: ['reading'] });

describe('/cms/magazineEdit/{id}', () => {
  it('an issue that does not exist is said so, with the way back to the list, and no blank form whose Save would fail', async () => {
    mockFetch(() => ({ status: 404, body: { detail: 'Magazine issue not found' } }));
    await open('9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazine issue not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magazine issues' })).toHaveAttribute('href', '/cms/magazineList');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('when the issue cannot be loaded, it offers to try again instead of a form of defaults that Save would write over the issue', async () => {
    mockFetch(() => ({ status: 500, body: { detail: 'Internal Server Error' } }));
    await open('2');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });
});
