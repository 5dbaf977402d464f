import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { RegisterForm } from './register-form';

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), 'new@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

// Typing into Mantine inputs in jsdom is slow on a loaded machine.
describe('RegisterForm', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "The password confirmation does not match" and sends nothing', async () => {
    const fetch = mockFetch(() => ({ status: 500 }));
    await renderInShell(<RegisterForm onRegistered={() => {}} />, { namespaces: ['accounts'] });
    await fill('abc123', 'abc124');
    expect(await screen.findByText('The password confirmation does not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for letters and numbers and for the terms', async () => {
    mockFetch(() => ({ status: 500 }));
    await renderInShell(<RegisterForm onRegistered={() => {}} />, { namespaces: ['accounts'] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must agree to the terms and privacy policy')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('puts REGISTER_USER_ALREADY_EXISTS on the e-mail field', async () => {
    mockFetch(() => ({ status: 400, body: { detail: 'REGISTER_USER_ALREADY_EXISTS' } }));
    await renderInShell(<RegisterForm onRegistered={() => {}} />, { namespaces: ['accounts'] });
    await fill('abc123', 'abc123');
    expect(await screen.findByText(/An account with this e-mail already exists/)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('registers with the chosen role and languages, then logs in', async () => {
    const onRegistered = vi.fn();
    const fetch = mockFetch((url) => {
      if (url.endsWith('/user/register')) return { status: 201, body: {} };
      if (url.endsWith('/user/login')) return { status: 200, body: { access_token: 't', token_type: 'bearer' } };
      return {
        status: 200,
        body: { id: 1, email: 'new@example.com', user_role: 'Member', is_paid: false, learning_language: 'Simplified_Chinese', site_language: 'English' },
      };
    });
    await renderInShell(<RegisterForm onRegistered={onRegistered} />, { namespaces: ['accounts'] });
    await fill('abc123', 'abc123');
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('new@example.com', true));
    const body = JSON.parse(String(fetch.mock.calls[0][1]!.body));
    expect(body).toMatchObject({ email: 'new@example.com', password: 'abc123', user_role: 'Member', site_language: 'English', agree_terms: true });
    expect(body).not.toHaveProperty('confirm_password');
    expect(body).not.toHaveProperty('teaching_language');
    expect(String(fetch.mock.calls[1][0])).toBe('/api/v1/user/login');
  });
});
