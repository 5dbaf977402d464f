import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';
import { ContactPage } from './contact-page';
import { mailtoLink } from './contact-form-schema';

describe('contact page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly that messages go by e-mail, and checks the fields before preparing one', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderInShell(<ContactPage />, { route: '/contact', namespaces: ['info'] });
    expect(screen.getByText('Messages go by e-mail for now')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write the e-mail' }));
    expect(await screen.findByText('Please tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Your e-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Write the e-mail' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('builds a mailto link that carries the whole message', () => {
    const link = mailtoLink('hello@example.org', { name: 'Ana', email: 'ana@example.com', message: 'Hola & 你好' }, 'Hi');
    expect(link.startsWith('mailto:hello@example.org?subject=Hi&body=')).toBe(true);
    expect(decodeURIComponent(link.split('body=')[1])).toBe('Hola & 你好\n\n— Ana <ana@example.com>');
  });
});
