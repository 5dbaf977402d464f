import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../test/render';
import { EventsMenu } from './events-menu';

afterEach(() => vi.unstubAllGlobals());

const event = (id: number, title: string, debate_type: string) => ({ id, title, debate_type, start_time: '2026-12-02T18:30:00Z' });

describe('header events dropdown (spec 01 §2)', () => {
  it('asks for the next five upcoming events only when opened, and lists them with their type tag', async () => {
    const fetch = mockFetch((url) =>
      url.includes('/debate?')
        ? { status: 200, body: { items: [event(4, '¿Coches fuera del centro?', 'debate'), event(5, '在餐厅点菜', 'role_play')], page: 1, pages: 1, total: 2 } }
        : { status: 404, body: { detail: 'Not found' } },
    );
    await renderInShell(<EventsMenu />);
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Events/ }));
    const item = await screen.findByRole('menuitem', { name: /Coches fuera del centro/ }, { timeout: 5000 });
    expect(item).toHaveAttribute('href', '/speak/4');
    expect(item).toHaveTextContent('Debate');
    expect(screen.getByRole('menuitem', { name: /在餐厅点菜/ })).toHaveTextContent('Role Play');
    expect(String(fetch.mock.calls[0][0])).toContain('scope=upcoming');
    expect(String(fetch.mock.calls[0][0])).toContain('size=5');
    expect(screen.getByRole('menuitem', { name: 'Browse speaking events' })).toHaveAttribute('href', '/speak/list');
  });

  it('says there are none when the list is empty', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], page: 1, pages: 0, total: 0 } }));
    await renderInShell(<EventsMenu defaultOpened />);
    expect(await screen.findByText('No upcoming events', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
