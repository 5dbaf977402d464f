import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '../test/render';
import { Component as SentenceListPage } from './sentence-list-page';

const SENTENCE = {
  id: 4,
  en_text: 'I like going to the library to read.',
  zh_text: '我喜欢去图书馆看书。',
  foreign_text: 'I like going to the library to read.',
  click_count: 0,
  language: 'English',
  video_id: '12',
  article_id: null,
  transcript_id: '3',
  created_at: new Date().toISOString(),
};

// Rendering Mantine in jsdom is slow on a busy machine.
describe('sentence list', { timeout: 20_000 }, () => {
  it('asks before deleting, and says the spec failure message when the delete fails', async () => {
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (init.method === 'DELETE') return { status: 500, body: { detail: 'boom' } };
      return { status: 200, body: { items: [SENTENCE], page: 1, pages: 1, total: 1 } };
    });
    await renderWithApp(<SentenceListPage />);
    const row = await screen.findByTestId('sentence-row');
    expect(within(row).getByText('我喜欢去图书馆看书。')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'From a video' }).getAttribute('href')).toBe('/video/upload/12');

    await userEvent.click(within(row).getByRole('button', { name: 'Delete this sentence' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sorry, failed to delete the sentence. Please try again.')).toBeTruthy();
    expect(screen.getByText('Something Wrong')).toBeTruthy();
    expect(calls).toContain('DELETE /api/v1/video/sentence/4');
    await waitFor(() => expect(screen.getByTestId('sentence-row')).toBeTruthy());
  });
});
