import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { pageMatchesBrowser, readSsrPayload, type SsrPayload } from './app/ssr/payload';
import i18n, { i18nReady, SERVER_TEXTS } from './lib/i18n';
import { setBeforeFailure } from './lib/api-client';
import { queryClient } from './lib/query-client';
import { writePrefsCookie } from './lib/storage';

// A refused call rejects once the server's texts can be shown in the reader's language (decision
// 0153); the translations are their own chunk, so a page that never fails never loads them.
setBeforeFailure(() => i18n.loadNamespaces(SERVER_TEXTS).catch(() => undefined));

const container = document.getElementById('root')!;

/** Loads the matched routes' code and the page's strings, then hydrates without blocking input. */
async function takeOver(p: SsrPayload) {
  const lazy = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  // Seeding the query cache from the server's data is only for a rendered page: its own small
  // chunk, fetched beside the page's code, not ~2.5 KB more of every first visit (issue 22).
  const [{ hydrate }] = await Promise.all([
    import('./app/ssr/hydrate-queries'),
    i18nReady.then(() => i18n.loadNamespaces(p.namespaces)),
    ...lazy.map(async (m) => {
      const load = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await load()), lazy: undefined });
    }),
  ]);
  // Preferences changed while the code loaded (another tab set the learning language or signed
  // in): the server's HTML and data are no longer this browser's page; taking them over would
  // mismatch, so neither is used.
  if (!pageMatchesBrowser(p)) return renderFresh();
  hydrate(queryClient, p.queries);
  // In a transition React hydrates in slices and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App hydrationData={p.router} />
      </StrictMode>,
    );
  });
}

function renderFresh() {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Pages rendered from now on use this browser's preferences (also for visitors who set them
// before the cookie existed).
writePrefsCookie();
const payload = readSsrPayload();
if (payload && pageMatchesBrowser(payload)) takeOver(payload).catch(renderFresh);
else renderFresh();
