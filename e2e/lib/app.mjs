// Helpers that act as a user (or, for set-up only, as an API client) on the running app.
import { waitForLink } from './mail.mjs';

export const DEMO = {
  admin: { email: 'admin@lingbridge.local', password: 'admin1234', role: 'Admin' },
  learner: { email: 'learner@lingbridge.local', password: 'learner1234', role: 'Member' },
  teacher: { email: 'teacher@lingbridge.local', password: 'teacher1234', role: 'Mentor' },
};

let counter = 0;
/** An address no other test uses. */
export const uniqueEmail = (prefix) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/** Set-up shortcut: registers (and optionally verifies, via the outbox link's token) an account. */
export async function registerViaApi(t, { email, password = 'secret123', role = 'Member', nick, verify = true } = {}) {
  const res = await fetch(`${t.baseUrl}/api/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      ...(nick ? { nick_name: nick } : {}),
      user_role: role,
      learning_language: 'Simplified_Chinese',
      site_language: 'en',
      ...(role === 'Mentor' ? { teaching_language: 'Simplified_Chinese' } : {}),
      agree_terms: true,
    }),
  });
  assert(res.status === 201, `register ${email}: HTTP ${res.status} ${await res.text()}`);
  if (verify) {
    const link = await waitForLink(t.dataDir, email, /\/admin\/email\/verify\/[A-Za-z0-9_-]+/);
    const token = link.split('/').pop();
    const v = await fetch(`${t.baseUrl}/api/v1/user/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    assert(v.ok, `verify ${email}: HTTP ${v.status} ${await v.text()}`);
  }
  return { email, password };
}

/** The login screen of spec 01 §2: Account (e-mail), Password, Login. */
export async function fillLogin(page, email, password) {
  await page.goto('/admin/login');
  const account = page.getByLabel(/^(Account|E-?mail)/i).first();
  // The login page is a lazy chunk: with every walk of a group starting at once on two cores, its
  // first load has taken over the 10 s an action waits (CI, twice). The page's own speed is
  // measured in bench/, not here.
  await account.waitFor({ state: 'visible', timeout: 30_000 });
  await account.fill(email);
  await page
    .getByLabel(/^Password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in through the login screen and waits until the header shows the account menu. */
export async function loginViaUi(page, email, password) {
  await fillLogin(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 });
  await accountTrigger(page).waitFor({ state: 'visible', timeout: 15_000 });
}

/** The header's account dropdown button (its accessible name includes the user's name). */
export const accountTrigger = (page) =>
  page
    .locator('header')
    .getByRole('button', { name: /account/i })
    .first();

/** Opens the account dropdown and returns its menu. */
export async function openAccountMenu(page) {
  await accountTrigger(page).click();
  const menu = page.getByRole('menu');
  await menu.waitFor({ state: 'visible' });
  return menu;
}

export async function closeMenu(page) {
  await page.keyboard.press('Escape');
  await page
    .getByRole('menu')
    .waitFor({ state: 'hidden' })
    .catch(() => {});
}

/** Logs out through the account dropdown (spec 01 §2: token removed, logout posted, then /admin/login). */
export async function logoutViaUi(page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: /log ?out|sign ?out/i }).click();
  await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: 15_000 });
}

/**
 * Waits until the client app has rendered a page: the layout's <main> holds a visible heading and no
 * loading spinner (LoadingState, role=status with a loader) is left in it.
 */
export async function waitForPage(page, timeout = 15_000) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main) return false;
      const heading = [...main.querySelectorAll('h1, h2, h3')].find((h) => h.textContent.trim() && h.getClientRects().length);
      if (!heading) return false;
      return ![...main.querySelectorAll('[role="status"]')].some((s) => s.querySelector('.mantine-Loader-root'));
    },
    null,
    { timeout, polling: 50 },
  );
}

/** True when the page on screen is the 404 page. */
export async function isNotFoundPage(page) {
  const h1 =
    (await page
      .locator('h1')
      .first()
      .textContent()
      .catch(() => '')) ?? '';
  if (/404|not found|no encontrad|找不到|不存在/i.test(h1)) return true;
  // The 404 page shows a big "404" beside its heading.
  return (await page.locator('main, #main, #root').first().getByText('404', { exact: true }).count()) > 0;
}

/** The visible text of the page body (for checking which language the interface speaks). */
export const bodyText = (page) => page.locator('body').innerText();

/** Set-up shortcut: a bearer token for an account, by the API's login form. */
export async function apiToken(t, email, password) {
  const res = await fetch(`${t.baseUrl}/api/v1/user/login`, { method: 'POST', body: new URLSearchParams({ username: email, password }) });
  assert(res.ok, `login ${email}: HTTP ${res.status}`);
  return (await res.json()).access_token;
}
