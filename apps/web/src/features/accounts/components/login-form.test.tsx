import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { LoginForm } from './login-form';

const ME = { id: 7, email: 'lina@example.com', user_role: 'Member', is_paid: false, learning_language: 'Spanish', site_language: 'English' };

async function fillAndSubmit(email = 'lina@example.com', password = 'secret123') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Account'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says which field is empty, without calling the server', async () => {
    const fetch = mockFetch(() => ({ status: 500 }));
    await renderInShell(<LoginForm onSignedIn={() => {}} />, { namespaces: ['accounts'] });
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email cannot be empty.')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty.')).toBeTruthy();
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows "User email or Password is incorrect." on both fields for a 400', async () => {
    mockFetch(() => ({ status: 400, body: { detail: 'LOGIN_BAD_CREDENTIALS' } }));
    await renderInShell(<LoginForm onSignedIn={() => {}} />, { namespaces: ['accounts'] });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getAllByText('User email or Password is incorrect.')).toHaveLength(2));
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows "Password is incorrect." for a 422', async () => {
    mockFetch(() => ({ status: 422, body: { detail: 'Field required', errors: [{ path: 'body.password', message: 'Field required' }] } }));
    await renderInShell(<LoginForm onSignedIn={() => {}} />, { namespaces: ['accounts'] });
    await fillAndSubmit();
    expect(await screen.findByText('Password is incorrect.')).toBeTruthy();
    expect(screen.queryByText('User email or Password is incorrect.')).toBeNull();
  });

  it('explains a rate limit (429) above the form', async () => {
    mockFetch(() => ({ status: 429, body: { detail: 'Too many attempts, please try again later' } }));
    await renderInShell(<LoginForm onSignedIn={() => {}} />, { namespaces: ['accounts'] });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please wait a minute and try again.');
  });

  it('posts form fields username and password, stores the token and signs in', async () => {
    const onSignedIn = vi.fn();
    const fetch = mockFetch((url) =>
      url.endsWith('/user/login') ? { status: 200, body: { access_token: 'tok', token_type: 'bearer' } } : { status: 200, body: ME },
    );
    await renderInShell(<LoginForm onSignedIn={onSignedIn} />, { namespaces: ['accounts'] });
    await fillAndSubmit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('/api/v1/user/login');
    expect((init!.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(String(init!.body)).toBe('username=lina%40example.com&password=secret123');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('userId')).toBe('7');
  });
});
