// Notifications (issue 13): a new learner finds "e-mail confirmed" waiting in the header bell; a
// payment made meanwhile appears in the bell live, pushed over the realtime socket; the page lists both, newest
// first; opening one marks it read and follows its link; "Mark all as read" empties the bell. The
// page has no axe violations at desktop and phone width, in English and Chinese.
import { AxeBuilder } from '@axe-core/playwright';
import { apiToken, assert, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';

/** Pays the monthly plan in the sandbox through the API (set-up; the billing journey does it on screen). */
async function payMonthly(t, token) {
  const post = async (path, body) => {
    const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { session_id } = await post('/billing/checkout', { plan: 'monthly' });
  await post(`/billing/sandbox/${session_id}/complete`, { outcome: 'success' });
}

const bell = (page) => page.locator('header').getByTestId('notification-bell');

/**
 * Waits until the bell's name says `name`. Unless `live`, each round the tab "comes back"
 * (visibilitychange), as when the learner returns to it: the bell asks again then. `live` waits
 * for the realtime layer's push alone (the bell's poll is every five minutes).
 */
async function bellSays(page, name, timeoutMs = 20_000, live = false) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    last =
      (await bell(page)
        .getAttribute('aria-label')
        .catch(() => '')) ?? '';
    if (last === name) return;
    if (!live) await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await page.waitForTimeout(400);
  }
  throw new Error(`the bell says "${last}", not "${name}"`);
}

async function axe(page, label) {
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) =>
      `${label}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')})`,
  );
}

export default function register(test) {
  test('notifications: the bell shows what is new, the page lists it, opening marks it read', async (t) => {
    const user = await registerViaApi(t, { email: uniqueEmail('bell'), nick: 'Bell Learner' });
    const page = await t.newPage();
    await loginViaUi(page, user.email, user.password);

    await t.step('the confirmed e-mail is waiting in the bell', async () => {
      await bellSays(page, 'Notifications, 1 unread');
      await page.locator('header').getByTestId('notification-count').getByText('1').waitFor();
    });

    await t.step('a payment made meanwhile appears in the bell live, without a reload or a refocus', async () => {
      await payMonthly(t, await apiToken(t, user.email, user.password));
      await bellSays(page, 'Notifications, 2 unread', 30_000, true);
    });

    await t.step('the bell opens the page: both, newest first, both new', async () => {
      await bell(page).click();
      await page.waitForURL(/\/user\/notification$/);
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await page.getByText('2 new notifications').waitFor();
      const rows = page.getByTestId('notification');
      await rows.nth(1).waitFor();
      const texts = await rows.locator('.lb-notification__text').allTextContents();
      assert(/^New: Payment received: \$16\.48 for the monthly plan\./.test(texts[0]), `first: ${texts[0]}`);
      assert(/^New: Your e-mail address is confirmed\./.test(texts[1]), `second: ${texts[1]}`);
      t.expectNoPageErrors(page, 'on the notifications page');
    });

    await t.step('opening the payment marks it read and leads to the subscription', async () => {
      await page.getByTestId('notification').first().click();
      await page.waitForURL(/\/user\/subscription$/);
      await bellSays(page, 'Notifications, 1 unread');
      await page.goBack();
      await page.getByText('1 new notification').waitFor();
      assert((await page.locator('[data-testid="notification"][data-unread]').count()) === 1, 'the opened notification is still new');
    });

    await t.step('"Mark all as read" empties the bell', async () => {
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByText('What happens with your account, payments, videos and messages.').waitFor();
      await bellSays(page, 'Notifications');
      assert((await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()) === true, 'nothing left to mark, yet the button is enabled');
    });

    await t.step('no axe violations, at desktop and phone width, in English and Chinese; nothing wider than a phone', async () => {
      const found = await axe(page, 'desktop en');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await waitForPage(page);
      await page.getByTestId('notification').first().waitFor();
      found.push(...(await axe(page, 'phone en')));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert(overflow <= 0, `the page is ${overflow}px wider than the phone`);
      // The interface language is the account's (as the settings page saves it).
      const token = await apiToken(t, user.email, user.password);
      const res = await fetch(`${t.baseUrl}/api/v1/user/me`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ site_language: 'zh' }),
      });
      assert(res.ok, `saving the interface language: HTTP ${res.status}`);
      await page.evaluate(() => localStorage.setItem('siteLanguage', 'zh'));
      await page.reload();
      await waitForPage(page);
      await page.getByRole('heading', { name: '通知', level: 1 }).waitFor();
      await page.getByText(/已收到付款：月度会员/).waitFor();
      found.push(...(await axe(page, 'phone zh')));
      assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
    });
  });
}
