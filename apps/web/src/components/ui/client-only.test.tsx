import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserOnly } from './client-only';

const page = () => (
  <main>
    <h1>Plans</h1>
    <BrowserOnly fallback={<div data-testid="wait" />}>
      <input aria-label="Organisation" />
    </BrowserOnly>
  </main>
);

describe('BrowserOnly (decision 0134)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sends its fallback, not its children, in the server-rendered HTML', () => {
    const html = renderToString(page());
    expect(html).toContain('data-testid="wait"');
    expect(html).not.toContain('<input');
  });

  it('mounts its children right after hydration, without a mismatch', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const heading = container.querySelector('h1');
    const onRecoverableError = vi.fn();
    render(page(), { container, hydrate: true, onRecoverableError });
    expect(container.querySelector('input[aria-label="Organisation"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="wait"]')).toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders its children at once on a page the browser renders itself', () => {
    const { container } = render(page());
    expect(container.querySelector('input')).not.toBeNull();
  });
});
