import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderInShell } from '../../../test/render';
import { Composer } from './composer';

// jsdom has no document.fonts, which Mantine's autosize textarea listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('chat composer (spec 01 §5)', () => {
  it('send is disabled with no room, and with no text and no files', async () => {
    await renderInShell(<Composer roomId={null} />, { namespaces: ['chat'] });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('sends text with an emoji from the picker of 60; Enter sends', async () => {
    const onSend = vi.fn();
    await renderInShell(<Composer roomId={3} onSend={onSend} />, { namespaces: ['chat'] });
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '你好');
    // The button says it opens a popup, and whether it is open (not its tooltip: decision 0140).
    const emoji = screen.getByRole('button', { name: 'Insert an emoji' });
    expect(emoji).toHaveAttribute('aria-haspopup', 'dialog');
    expect(emoji).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(emoji);
    expect(emoji).toHaveAttribute('aria-expanded', 'true');
    const picker = await screen.findByRole('group', { name: 'Emojis' });
    expect(picker.querySelectorAll('button')).toHaveLength(60);
    await userEvent.click(screen.getByRole('button', { name: '👍' }));
    expect(send).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(onSend).toHaveBeenCalledWith('你好👍', []);
  });

  it('refuses more than 10 files with the alert, and sends uploaded files without text', async () => {
    let n = 0;
    mockFetch(() => ({ status: 200, body: { file_id: `00000000-0000-4000-8000-00000000000${n++}.png`, filename: 'a.png' } }));
    const onSend = vi.fn();
    const { container } = await renderInShell(<Composer roomId={3} onSend={onSend} />, { namespaces: ['chat'] });
    await screen.findByRole('button', { name: 'Send' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: Array.from({ length: 11 }, (_, i) => png(`f${i}.png`)) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload up to 10 files at a time!');
    fireEvent.change(input, { target: { files: [png('one.png')] } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('', ['00000000-0000-4000-8000-000000000000.png']);
  });
});
