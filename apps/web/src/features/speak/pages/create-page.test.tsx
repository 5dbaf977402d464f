import type { Debate } from '@lingbridge/contracts/speak';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as CreatePage } from './create-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const debate = {
  id: 5,
  title: 'Phones at school',
  debate_type: 'debate',
  verify_status: 'success',
  debate_status: 'upcoming',
  start_time: '2026-12-02T18:30:00Z',
  initiator: { id: 3, nick_name: 'Teacher Wang', avatar_url: null },
  abilities: ['apply'],
} as unknown as Debate;

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

  it('someone else’s upcoming event is not theirs to change, and the page says so (not that the event has started)', async () => {
    serve(debate);
    await open();
    expect(await screen.findByText('Only the initiator manages this event.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('An event can be changed only before it starts')).not.toBeInTheDocument();
  });

  it('the initiator’s event that has started can no longer be changed, and the page says why', async () => {
    serve({ ...debate, debate_status: 'onprogress', abilities: ['manage'] } as Debate);
    await open();
    expect(await screen.findByText('An event can be changed only before it starts', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
