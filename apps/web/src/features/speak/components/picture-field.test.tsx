import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBeforeFailure } from '../../../lib/api-client';
import { loadServerTexts } from '../../../lib/use-server-text';
import { mockFetch, renderInShell } from '../../../test/render';
import { PictureField } from './picture-field';

afterEach(() => {
  setBeforeFailure(null);
  vi.unstubAllGlobals();
});

describe('the event picture field', () => {
  it('a refused picture says the server’s reason in the interface language', async () => {
    setBeforeFailure(loadServerTexts); // as main.tsx does in the browser
    mockFetch(() => ({ status: 422, body: { detail: 'The image could not be read', errors: [{ path: 'file', message: 'The image could not be read' }] } }));
    const onError = vi.fn();
    const { container } = await renderInShell(<PictureField value={null} onChange={vi.fn()} onError={onError} />, { namespaces: ['speak'], language: 'es' });
    await waitFor(() => expect(container.ownerDocument.querySelector('input[type="file"]')).not.toBeNull(), { timeout: 5000 });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError).toHaveBeenCalledWith('¡No se pudo subir la imagen del debate! No se pudo leer la imagen');
  });
});
