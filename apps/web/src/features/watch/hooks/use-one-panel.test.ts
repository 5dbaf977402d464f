import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOnePanel } from './use-one-panel';

const escapeOn = (el: Element) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));

describe('useOnePanel', () => {
  afterEach(() => document.body.replaceChildren());

  it('closes the panel on Escape', () => {
    const { result } = renderHook(() => useOnePanel());
    act(() => result.current.toggle('upload'));
    const field = document.body.appendChild(document.createElement('input'));
    escapeOn(field);
    expect(result.current.open).toBeNull();
  });

  it('leaves the panel open when Escape closes a select list or a menu open in it', () => {
    const { result } = renderHook(() => useOnePanel());
    act(() => result.current.toggle('upload'));
    const select = document.body.appendChild(document.createElement('input'));
    select.setAttribute('role', 'combobox');
    select.setAttribute('aria-haspopup', 'listbox');
    select.setAttribute('aria-expanded', 'true');
    escapeOn(select);
    expect(result.current.open).toBe('upload');
    const menu = document.body.appendChild(document.createElement('div'));
    menu.setAttribute('role', 'menu');
    escapeOn(menu.appendChild(document.createElement('button')));
    expect(result.current.open).toBe('upload');
    // With the list closed, the next Escape closes the panel.
    select.setAttribute('aria-expanded', 'false');
    escapeOn(select);
    expect(result.current.open).toBeNull();
  });
});
