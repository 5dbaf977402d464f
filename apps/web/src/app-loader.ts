// The only script a server-rendered page asks for before it is painted (decisions 0044 and 0045).
// The page is readable, and its links work, from its HTML alone. After the first paint this script
// fetches the app's code, a file per idle moment, without running it. The app runs when the reader
// first reaches for the page (a touch, a key, the mouse, the scroll wheel, focus), and the tap or
// the form submission that woke it is performed once the app has taken the page over. A page the
// server rendered for other preferences than this browser's (another interface language, say) is
// handed to the app at once, which renders it afresh.
import { pageMatchesBrowser, readSsrPayload } from './app/ssr/payload';

const tag = document.querySelector<HTMLScriptElement>('script[data-lb-entry]');
const root = document.getElementById('root');
const html = document.documentElement;

/** What wakes the app: any sign that the reader is about to use the page. */
const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const idle = () => new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0)));
const entry = tag?.dataset.lbEntry;
let woken = false;

const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
const chunks = list(tag?.dataset.lbPreload);

/**
 * Fetches (and lets the browser compile) the app's modules and the page's own (`data-lb-route`: its
 * route's page and its strings) without running them: one file per idle moment, as asking for a
 * file costs the page a few milliseconds. Stops once the app runs (it asks for what it needs).
 */
async function prefetch() {
  const files = [...chunks, ...(entry ? [entry] : []), ...list(tag?.dataset.lbRoute)];
  for (const href of files) {
    if (woken) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await idle();
  }
}

/** Runs the app: its modules chunk by chunk, each in a task of its own, then the entry. */
async function runApp() {
  if (!entry) return;
  try {
    for (const href of chunks) {
      await import(/* @vite-ignore */ href);
      await nextTask();
    }
  } finally {
    // The entry imports whatever is not evaluated yet (all of it, if a chunk above failed).
    await import(/* @vite-ignore */ entry);
  }
}

const appReady = () =>
  new Promise<void>((resolve) => {
    if (html.hasAttribute('data-app-ready')) return resolve();
    const watch = new MutationObserver(() => {
      if (!html.hasAttribute('data-app-ready')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
  });

/**
 * Until the app runs, a tap on the page (other than on a link, which works by itself) and a form
 * submission are held back; the last one is performed when the app is ready.
 */
let pending: { target: Element; run: () => void } | null = null;
function holdClick(e: MouseEvent) {
  const target = e.target instanceof Element ? e.target : null;
  if (!target || !root?.contains(target) || target.closest('a[href]')) return;
  e.preventDefault();
  // An icon's <svg> or <path> has no click(): an event does the same for it.
  const run = () => {
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
  };
  pending = { target, run };
}
function holdSubmit(e: SubmitEvent) {
  const form = e.target instanceof HTMLFormElement ? e.target : null;
  if (!form || !root?.contains(form)) return;
  e.preventDefault();
  pending = { target: form, run: () => form.requestSubmit() };
}

function listen(on: boolean) {
  const method = on ? 'addEventListener' : 'removeEventListener';
  document[method]('click', holdClick as EventListener, true);
  document[method]('submit', holdSubmit as EventListener, true);
  for (const type of WAKE_EVENTS) window[method](type, wake, { capture: true, passive: true } as AddEventListenerOptions);
}

/** If the app never reports ready, taps stop being held after this long. */
const READY_WAIT_MS = 20_000;

async function wake() {
  if (woken) return;
  woken = true;
  for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, true);
  try {
    await runApp();
    await Promise.race([appReady(), new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS))]);
  } catch (err) {
    // The app's code did not load (offline, say; the browser does not fetch a failed module again):
    // the page stays as its HTML, links work, and taps are no longer held.
    listen(false);
    throw err;
  }
  listen(false);
  // React takes an event on a part it has not hydrated yet by hydrating that part first. Text typed
  // meanwhile stays: the page's fields are uncontrolled (the search box is read when it is sent).
  const held = pending;
  pending = null;
  if (held?.target.isConnected) held.run();
}

const payload = readSsrPayload();
const takeOverLater = !!payload && pageMatchesBrowser(payload);
if (takeOverLater) listen(true);
// A frame callback runs before the first paint; the timeout after it runs once it is on screen.
requestAnimationFrame(() => setTimeout(() => void (takeOverLater ? prefetch() : wake()), 0));
