import type { Recording } from '@lingbridge/contracts/recordings';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ABILITIES } from '../../../test/abilities';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as MyRecordingsPage } from './my-recordings-page';
import { recordingOf } from './recording-fixture';

const me = {
  id: 1,
  email: 'lin@example.com',
  nick_name: 'Lin',
  avatar: null,
  user_role: 'Member',
  learning_language: 'Simplified_Chinese',
  site_language: 'English',
  is_paid: false,
  is_verified: true,
  abilities: ROLE_ABILITIES.Member,
};

/** What the learner's own recordings carry. */
const mine: Partial<Recording> = { status: 'reviewed', abilities: ['rename', 'delete'] };

/** My recordings: page 1 holds 30 down to 11 (of 30); any one of them answers on its own. */
function server() {
  return mockFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname.endsWith('/user/me')) return { status: 200, body: me };
    if (u.pathname.includes('/audio_recording/user/'))
      return { status: 200, body: { items: Array.from({ length: 20 }, (_, i) => recordingOf(30 - i, mine)), page: 1, pages: 2, total: 30 } };
    const one = /\/audio_recording\/(\d+)$/.exec(u.pathname);
    if (one) return { status: 200, body: recordingOf(Number(one[1]), { ...mine, article_title: 'The old bridge' }) };
    return { status: 404, body: { detail: 'Not found' } };
  });
}

describe('/user/record?recording={id}: the recording a notification is about', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'test-token');
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is shown above the list when it is not on the page shown (an older one, the list being paged)', async () => {
    const fetch = server();
    await renderInShell(<MyRecordingsPage />, { route: '/user/record?recording=4', path: '/user/record', namespaces: ['recordings'] });
    expect(await screen.findByRole('heading', { name: 'From your notification: The old bridge' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Take 4')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/audio_recording/4'))).toBe(true);
  });

  it('is not fetched again when it is on the page: the list brings it into view', async () => {
    const fetch = server();
    await renderInShell(<MyRecordingsPage />, { route: '/user/record?recording=25', path: '/user/record', namespaces: ['recordings'] });
    expect(await screen.findByText('Take 25', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /From your notification/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/audio_recording/25'))).toBe(false);
  });
});
