import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as MemberRecordingsPage } from './member-recordings-page';

const open = (status: number, body: unknown, id = '1') => {
  const fetch = mockFetch(() => ({ status, body }));
  return {
    fetch,
    page: renderInShell(<MemberRecordingsPage />, {
      route: `/teacher/organization/member/recording/${id}`,
      path: '/teacher/organization/member/recording/:id',
      namespaces: ['recordings'],
    }),
  };
};

describe('/teacher/organization/member/recording/{id}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the member was not found, with the way back, instead of offering a retry that cannot work', async () => {
    const { page } = open(404, { detail: 'Recording not found' });
    await page;
    expect(await screen.findByRole('heading', { name: "We couldn't find this member" })).toBeInTheDocument();
    expect(screen.getByText('They may have left your groups, or the link is wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to members' })[0]).toHaveAttribute('href', '/teacher/organization/member');
  });

  it('an id that is not a number says the member was not found instead of loading for ever', async () => {
    const { page } = open(404, { detail: 'Recording not found' }, 'abc');
    await page;
    expect(await screen.findByRole('heading', { name: "We couldn't find this member" })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('still offers a retry when the server fails', async () => {
    const { page } = open(500, { detail: 'boom' });
    await page;
    expect(await screen.findByRole('heading', { name: 'These recordings could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
