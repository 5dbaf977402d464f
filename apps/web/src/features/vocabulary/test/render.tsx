import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { ModalProvider } from '../../../components/ui/modal/modal-provider';
import i18n from '../../../lib/i18n';

// jsdom lacks these; Mantine asks for them. Harmless when a shared setup already provides them.
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
if (!('ResizeObserver' in window))
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Renders with the providers a page has (theme, server state, router, modals, notifications), in English. */
export async function renderWithApp(ui: ReactElement, { route = '/', signedIn = true } = {}) {
  if (signedIn) localStorage.setItem('token', 'test-token');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['common', 'vocabulary', 'modals']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>
          <ModalProvider>{ui}</ModalProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { client, ...result };
}

export type Reply = { status: number; body?: unknown };

/**
 * Replaces fetch with answers chosen per call (sync or async, so a test can hold a response back);
 * returns the mock to inspect the requests.
 */
export function mockFetch(answer: (url: URL, init: RequestInit) => Reply | Promise<Reply>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status, body } = await answer(new URL(String(input), 'http://localhost'), init);
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A vocabulary entry as the server answers it, with overrides. */
export function entryOf(over: Partial<import('@lingbridge/contracts/vocabulary').VocabularyEntry> = {}) {
  return {
    id: 1,
    text: '图书馆',
    pronunciation: 'tú shū guǎn',
    meaning: 'library',
    is_saved: false,
    user_saved: false,
    lookup_count: 1,
    updated_at: '2026-11-22T06:00:00.000Z',
    language: 'Simplified_Chinese',
    target_language: 'English',
    lemma: '图书馆',
    form: null,
    tones: [2, 1, 3],
    hsk: 3,
    senses: ['library'],
    traditional: '圖書館',
    classifiers: ['家[jia1]', '个|個[ge4]'],
    examples: ['我喜欢去图书馆看书'],
    due_at: null,
    ...over,
  };
}
