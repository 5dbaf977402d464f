// Shared set-up of the web test project (vitest.config.ts, project `web`, jsdom).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a lazy page on a machine busy with the server suites
// (which run alongside) can take longer to appear. A ceiling, not a timing assertion.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks what Mantine and the shell use.
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: NoopObserver });
if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: NoopObserver });
// Mantine's autosizing Textarea listens for web fonts.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) window.scrollTo = (() => {}) as typeof window.scrollTo;

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
