import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWatchStrings, mockFetch, renderWithApp, videoOf } from '../test/fixtures';
import { FloatingProcessingPanel } from './floating-processing-panel';

const phone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));

describe('the floating processing panel', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await loadWatchStrings();
    mockFetch(() => ({ status: 200, body: { items: [videoOf({ id: 3, title: 'Being made', transcribe_status: 'pending' })], page: 1, pages: 1, total: 1 } }));
  });

  it('opens with the videos being made on a wide screen', async () => {
    phone(false);
    await renderWithApp(<FloatingProcessingPanel />);
    const panel = await screen.findByTestId('floating-processing');
    expect(within(panel).getByRole('link').getAttribute('href')).toBe('/video/upload/3');
  });

  it('starts folded on a phone, where it would cover the page, and unfolds on demand', async () => {
    phone(true);
    await renderWithApp(<FloatingProcessingPanel />);
    const panel = await screen.findByTestId('floating-processing');
    expect(within(panel).queryByRole('link')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { expanded: false }));
    expect(within(panel).getByRole('link').getAttribute('href')).toBe('/video/upload/3');
  });
});
