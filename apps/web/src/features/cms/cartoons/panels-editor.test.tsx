import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../test/render';
import type { EntryDraft } from '../api/entries';
import { PanelsEditor } from './panels-editor';

const DOC: EntryDraft = {
  versions: { en: { title: 'Tea' } },
  extra: { language: 'Simplified_Chinese', level: 'Beginner' },
  panels: [{ file_id: 'p1', bubbles: [{ x: 40, y: 20, text: '你好', translation: 'Hello', tail: 'bottom-left' }] }],
};
const lastPanels = (change: ReturnType<typeof vi.fn>) => (change.mock.calls.at(-1)![0] as EntryDraft).panels!;

describe('the cartoon editor’s panels', { timeout: 20_000 }, () => {
  it('moves a bubble with the arrow keys (Shift: 5 %), kept within the panel', async () => {
    const change = vi.fn();
    await renderInShell(<PanelsEditor doc={DOC} change={change} />, { namespaces: ['cms'] });
    const bubble = await screen.findByTestId('stage-bubble-0');
    expect(bubble).toHaveStyle({ left: '40%', top: '20%' });
    fireEvent.keyDown(bubble, { key: 'ArrowRight' });
    expect(lastPanels(change)[0].bubbles![0]).toMatchObject({ x: 41, y: 20 });
    fireEvent.keyDown(bubble, { key: 'ArrowUp', shiftKey: true });
    expect(lastPanels(change)[0].bubbles![0]).toMatchObject({ x: 40, y: 15 });
  });

  it('drags a bubble to where the pointer lets go', async () => {
    const change = vi.fn();
    await renderInShell(<PanelsEditor doc={DOC} change={change} />, { namespaces: ['cms'] });
    const bubble = await screen.findByTestId('stage-bubble-0');
    const stage = bubble.parentElement!;
    stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(bubble, { clientX: 160, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(bubble, { clientX: 260, clientY: 210, pointerId: 1 });
    expect(change).not.toHaveBeenCalled();
    fireEvent.pointerUp(bubble, { clientX: 260, clientY: 210, pointerId: 1 });
    expect(lastPanels(change)[0].bubbles![0]).toMatchObject({ x: 65, y: 70 });
  });

  it('adds a bubble, writes its text and translation, and removes it', async () => {
    const change = vi.fn();
    const user = userEvent.setup();
    await renderInShell(<PanelsEditor doc={DOC} change={change} />, { namespaces: ['cms'] });
    await user.click(await screen.findByRole('button', { name: 'Add a speech bubble' }));
    expect(lastPanels(change)[0].bubbles).toHaveLength(2);
    fireEvent.change(screen.getByTestId('bubble-text-0-0'), { target: { value: '你好吗' } });
    expect(lastPanels(change)[0].bubbles![0].text).toBe('你好吗');
    expect(screen.getByTestId('bubble-text-0-0')).toHaveAttribute('lang', 'zh-Hans');
    await user.click(screen.getByRole('button', { name: 'Remove bubble 1' }));
    expect(lastPanels(change)[0].bubbles).toHaveLength(0);
  });

  it('says there are no panels yet', async () => {
    await renderInShell(<PanelsEditor doc={{ versions: {} }} change={vi.fn()} />, { namespaces: ['cms'] });
    expect(await screen.findByText('No panels yet. Add the first picture of the strip.')).toBeInTheDocument();
  });
});
