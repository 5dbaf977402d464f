// The interface language of a signed-in page. The app takes it from the account (GET /user/me's
// site_language) each time the session loads, so a language stored in the browser alone lasts only
// until the next full load: a signed-in walk in Chinese or Spanish needs the account's language.
import { assert } from './app.mjs';

const NAMES = { en: 'English', zh: 'Simplified_Chinese', es: 'Spanish' };

/** Sets the account's interface language (PATCH /user/me), for accounts a test owns. */
export async function setAccountLanguage(t, token, lng) {
  const res = await fetch(`${t.baseUrl}/api/v1/user/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ site_language: lng }),
  });
  assert(res.ok, `PATCH /user/me site_language=${lng}: HTTP ${res.status}`);
}

/**
 * For a demo account that walks in several languages at once (so its stored language cannot be
 * changed): this page's browser context sees the account's site_language as `lng`, and the page
 * stores it. Everything else of the account is the server's.
 */
export async function showAccountIn(page, lng) {
  await page.context().route(/\/api\/v1\/user\/me(\?|$)/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const res = await route.fetch();
    const body = await res.json().catch(() => null);
    if (!res.ok() || !body) return route.fulfill({ response: res });
    return route.fulfill({ response: res, json: { ...body, site_language: NAMES[lng] } });
  });
  await page.evaluate((l) => localStorage.setItem('siteLanguage', l), lng);
  // A /user/me asked before the route was in place (the sign-in's own, or a refetch) may still
  // answer with the stored language and write it back over `lng`. A fresh load asks through the
  // route only, and the app itself stores `lng` once the answer comes.
  await page.reload();
  await assertInLanguage(page, lng);
}

/** Fails unless the page comes to show the interface in `lng` (its html lang) within 10 s. */
export async function assertInLanguage(page, lng) {
  const ok = await page
    .waitForFunction((l) => document.documentElement.lang.startsWith(l), lng, { timeout: 10_000, polling: 100 })
    .then(() => true)
    .catch(() => false);
  const lang = await page.evaluate(() => document.documentElement.lang);
  assert(ok, `${page.url()} is in "${lang}", not ${lng}`);
}
