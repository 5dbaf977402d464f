import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Component as MyDiscussionsPage } from './my-discussions-page';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const question = {
  id: 5,
  role: 'question',
  body: '¿Qué es «sobremesa»?',
  kind: 'article',
  ref: 7,
  title: 'El mercado',
  question: null,
  answers: 2,
  created_at: '2026-11-25T10:00:00Z',
};
const answer = {
  id: 6,
  role: 'answer',
  body: 'Amanecer',
  kind: 'video',
  ref: 3,
  title: 'Tren',
  question: '¿Cómo se dice sunrise?',
  answers: 0,
  created_at: '2026-11-24T10:00:00Z',
};

describe('/user/discussion', () => {
  it('lists my questions and answers with where they were asked, and deletes one only after the delete-discussion modal', async () => {
    localStorage.setItem('token', 'test-token');
    let items = [question, answer];
    const deleted: string[] = [];
    mockFetch((url, init) => {
      if (init.method === 'DELETE') {
        deleted.push(url);
        items = items.filter((i) => !url.endsWith(`/${i.id}`));
        return { status: 204, body: undefined };
      }
      return { status: 200, body: { items, total: items.length, page: 1, pages: 1 } };
    });
    await renderInShell(<MyDiscussionsPage />, { route: '/user/discussion', path: '/user/discussion', namespaces: ['discussions'] });
    const rows = await screen.findAllByTestId('my-discussion', undefined, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'El mercado' })).toHaveAttribute('href', '/article/7#discussion');
    expect(rows[0]).toHaveTextContent('2 answers');
    expect(within(rows[1]!).getByRole('link', { name: 'Tren' })).toHaveAttribute('href', '/videoplayer?v=3#discussion');
    expect(rows[1]).toHaveTextContent('In reply to: ¿Cómo se dice sunrise?');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Delete' }));
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Delete this discussion?');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toHaveLength(0);

    await userEvent.click(within(screen.getAllByTestId('my-discussion')[0]!).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('my-discussion')).toHaveLength(1));
    expect(deleted[0]).toMatch(/\/discussions\/5$/);
  });

  it('has an empty state for a new account, with a way to read or watch', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch(() => ({ status: 200, body: { items: [], total: 0, page: 1, pages: 1 } }));
    await renderInShell(<MyDiscussionsPage />, { route: '/user/discussion', path: '/user/discussion', namespaces: ['discussions'] });
    expect(await screen.findByText('No questions or answers yet', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read an article' })).toHaveAttribute('href', '/read');
  });
});
