import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entryOf, mockFetch, renderWithApp, type Reply } from '../test/render';
import { SaveToggle } from './save-toggle';

/** A response the test releases when it wants, to see the mark before the server answers. */
function held() {
  let release!: (r: Reply) => void;
  const promise = new Promise<Reply>((r) => (release = r));
  return { promise, release };
}

const star = () => screen.getByRole('button', { name: 'Save “图书馆” to my notebook' });

// Rendering Mantine in jsdom is slow on a busy machine.
describe('SaveToggle', { timeout: 20_000 }, () => {
  it('marks at once, then reverts with the save failure message of spec §8', async () => {
    const reply = held();
    const fetch = mockFetch(() => reply.promise);
    await renderWithApp(<SaveToggle entry={entryOf({ is_saved: false })} />);
    await userEvent.click(star());
    expect(star().getAttribute('aria-pressed')).toBe('true');
    expect(fetch.mock.calls[0][0]).toContain('/api/v1/vocabulary/save/1');
    reply.release({ status: 500, body: { detail: 'boom' } });
    expect(await screen.findByText('Sorry, failed to save the vocabulary. Please try again.')).toBeTruthy();
    expect(screen.getByText('Something Wrong')).toBeTruthy();
    expect(star().getAttribute('aria-pressed')).toBe('false');
  });

  it('reverts an unsave with the unsave failure message', async () => {
    mockFetch(() => ({ status: 503 }));
    await renderWithApp(<SaveToggle entry={entryOf({ is_saved: true })} />);
    expect(star().getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(star());
    expect(await screen.findByText('Sorry, failed to unsave the vocabulary. Please try again.')).toBeTruthy();
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the mark the server answers', async () => {
    mockFetch(() => ({ status: 200, body: entryOf({ is_saved: true, user_saved: true }) }));
    await renderWithApp(<SaveToggle entry={entryOf({ is_saved: false })} />);
    await userEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByText('Something Wrong')).toBeNull();
  });
});
