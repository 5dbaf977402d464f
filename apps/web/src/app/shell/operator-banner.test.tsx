import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/render';
import { OPERATOR_BANNER_KEY } from '../../lib/storage';
import { OperatorBanner } from './operator-banner';

describe('operator banner', () => {
  afterEach(() => localStorage.clear());

  it('says who operates Lingbridge until dismissed, and remembers the dismissal', async () => {
    const first = await renderInShell(<OperatorBanner />);
    expect(screen.getByRole('complementary', { name: 'About Lingbridge' })).toHaveTextContent(/US corporation registered in California/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByRole('complementary', { name: 'About Lingbridge' })).not.toBeInTheDocument();
    expect(localStorage.getItem(OPERATOR_BANNER_KEY)).toBe('1');
    first.unmount();

    // A later visit does not show it again.
    await renderInShell(<OperatorBanner />);
    expect(screen.queryByRole('complementary', { name: 'About Lingbridge' })).not.toBeInTheDocument();
  });
});
