import { CONTACT_ERRORS } from '@lingbridge/contracts/cms';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render';
import { ContactPage } from './contact-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: the form's token, and the answer to the message. */
function api(answer: () => Response) {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url instanceof Request ? url.url : url);
    if (u.includes('/contact/form')) return json(200, { token: '1700000000000.sig' });
    if (u.endsWith('/contact') && init?.method === 'POST') return answer();
    return json(404, { detail: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Your name/), 'Ana');
  await user.type(screen.getByLabelText(/Your e-mail/), 'ana@example.com');
  await user.type(screen.getByLabelText(/Your message/), 'Do you have group plans for schools?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('contact page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields before sending anything', async () => {
    const fetch = api(() => json(201, { ok: true }));
    await renderInShell(<ContactPage />, { route: '/contact', namespaces: ['info', 'cms'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the message with the form’s token, an empty hidden field and the interface language, and says it was sent', async () => {
    const fetch = api(() => json(201, { ok: true }));
    await renderInShell(<ContactPage />, { route: '/contact', namespaces: ['info', 'cms'] });
    await fill();
    expect(await screen.findByText(/your message has been sent/)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Do you have group plans for schools?',
      token: '1700000000000.sig',
      website: '',
      // The reply to a visitor is framed in the language they wrote in (decision 0207).
      site_language: 'en',
    });
  });

  it('explains a refusal by the robot guard in the reader’s words', async () => {
    api(() => json(422, { detail: CONTACT_ERRORS.tooFast }));
    await renderInShell(<ContactPage />, { route: '/contact', namespaces: ['info', 'cms'] });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please take a moment to write your message, then send it again.');
  });
});
