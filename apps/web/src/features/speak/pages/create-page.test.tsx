import type { Debate } from '@lingbridge/contracts/speak';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as CreatePage } from './create-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function serve(d: Debate | null) {
  localStorage.setItem('token', 'test-token');
  mockFetch((url) => {
    if (url.endsWith('/user/me'))
      return { status: 200, body: { id: 2, email: 'lina@example.com', nick_name: 'Lina', user_role: 'Member', site_language: 'en' } };
    if (url.endsWith('/debate/5') && d) return { status: 200, body: d };
    return { status: 404, body: { detail: 'Event not found' } };
  });
}
const open = (id = '5') => renderInShell(<CreatePage />, { route: `/create/${id}`, path: '/create/:id', namespaces: ['speak'] });

describe('/create/{id}', () => {
  it('an event that does not exist says "Event not found" with the way back to the list, not an error to retry', async () => {
    serve(null);
    await open('9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/speak');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
