import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../test/render';
import type { ModalApi } from './modal-context';
import { MODAL_CODES, MODAL_KINDS } from './modal-kinds';
import { useModal } from './use-modal';

let api: ModalApi;
function Grab() {
  api = useModal();
  return null;
}

// The dialog code loads on first use, so the first lookup may take a moment.
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

async function setup() {
  const r = await renderInShell(<Grab />, {
    routes: [
      { path: '/admin/login', element: <p>login page</p> },
      { path: '/subscribe', element: <p>plans page</p> },
    ],
  });
  return { ...r, user: userEvent.setup() };
}

describe('modal system (spec 01 §4 Modals)', () => {
  it('opens a kind by its code and resolves true when its main button is pressed', async () => {
    const { user } = await setup();
    const result = api.open('delete-sentence');
    const dialog = await findDialog('Delete this sentence?');
    expect(dialog).toHaveTextContent('It will be removed from your sentence list.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false when dismissed', async () => {
    const { user } = await setup();
    const result = api.open('cancel-debate');
    await findDialog('Cancel this event?');
    await user.click(screen.getByRole('button', { name: 'Keep event' }));
    await expect(result).resolves.toBe(false);
  });

  it('runs onConfirm, and keeps the modal open with the error when it fails', async () => {
    const { user } = await setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined);
    const result = api.open('kick-member', { values: { name: 'Mei' }, onConfirm });
    await findDialog('Remove Mei?');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await expect(result).resolves.toBe(true);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('offers visitors Sign up and Log in (registration), leading to the auth pages', async () => {
    const { user, router } = await setup();
    void api.open('registration', { values: { feature: 'Watch' } });
    expect(await findDialog('Sign up or log in')).toHaveTextContent('to use Watch');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('leads subscribe to the plans', async () => {
    const { user, router } = await setup();
    void api.open('subscribe');
    await findDialog('Subscribe to keep going');
    await user.click(screen.getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it('replaces an open modal, counting the first as dismissed', async () => {
    await setup();
    const first = api.open('confirm');
    await findDialog('Are you sure?');
    void api.open('pro');
    await expect(first).resolves.toBe(false);
    expect(await findDialog('A PRO feature')).toBeInTheDocument();
  });

  it('has a title, a body and every button label in en, zh and es for every code', () => {
    expect(MODAL_CODES).toHaveLength(20);
    for (const lang of ['en', 'zh', 'es']) {
      const strings = JSON.parse(fs.readFileSync(path.join(__dirname, `../../../locales/${lang}/modals.json`), 'utf8'));
      for (const code of MODAL_CODES) {
        expect(strings[code]?.title, `${lang} ${code}.title`).toBeTruthy();
        expect(strings[code]?.body, `${lang} ${code}.body`).toBeTruthy();
        for (const b of MODAL_KINDS[code].buttons) {
          const [group, key] = b.label.split('.');
          expect(strings[group]?.[key], `${lang} ${b.label}`).toBeTruthy();
        }
      }
    }
  });
});
