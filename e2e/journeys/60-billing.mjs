// Subscriptions and payments in the sandbox (issue 6): a free user past the 3 free uses meets the
// lock on a subscriber-only article, subscribes monthly from its prompt, and the article opens;
// cancel keeps it open until the period end; the expiry job runs after the clock is moved and the
// article locks again. A declined card shows the spec's failure message and charges nothing; the CMS
// order list.
import { accountTrigger, apiToken, assert, DEMO, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';
import { demoArticles, spendFreeUses } from '../lib/reading.mjs';

const DAY = 86_400_000;

async function api(t, token, path, init = {}) {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Moves the server's clock (NODE_ENV=test only) and queues the period-end sweep. */
async function moveClock(t, offsetMs) {
  const admin = await apiToken(t, DEMO.admin.email, DEMO.admin.password);
  const r = await api(t, admin, '/billing/test/clock', { method: 'POST', body: JSON.stringify({ offset_ms: offsetMs }) });
  assert(r.status === 200, `moving the clock: HTTP ${r.status} ${JSON.stringify(r.body)}`);
}

const isPaidStored = (page) => page.evaluate(() => localStorage.getItem('isPaid'));

/** The article opens in full: its words are on the page and no lock. */
async function expectArticleOpen(page, article, when) {
  await page.goto(`/article/${article.id}`);
  await page.locator('.lb-word').first().waitFor();
  assert((await page.getByTestId('article-lock').count()) === 0, `the article is locked ${when}`);
}

/** The article shows the subscribe lock and no text; the subscribe prompt opens by itself. */
async function expectArticleLocked(page, article) {
  await page.goto(`/article/${article.id}`);
  await page.locator('[data-testid="article-lock"][data-reason="subscribe"]').waitFor();
  assert((await page.locator('.lb-word').count()) === 0, 'locked text reached the page');
  return page.getByRole('dialog', { name: 'Subscribe to keep going' });
}

export default function register(test) {
  test('billing: subscribe monthly, cancel, keep access to the period end, then the expiry job closes it', async (t) => {
    // Set-up: the 3 free uses go on three Spanish subscriber-only articles; a Chinese one stays locked.
    const items = await demoArticles(t);
    const user = await registerViaApi(t, { email: uniqueEmail('payer'), nick: 'Payer' });
    const paywalled = items.filter((a) => !a.is_free && a.status === 'published');
    const article = paywalled.find((a) => a.language === 'Simplified_Chinese');
    await spendFreeUses(t, await apiToken(t, user.email, user.password), paywalled.filter((a) => a.language === 'Spanish').slice(0, 3));
    const page = await t.newPage();
    await loginViaUi(page, user.email, user.password);

    await t.step('the subscriber-only article is locked, and its subscribe prompt leads to the plans', async () => {
      const prompt = await expectArticleLocked(page, article);
      await prompt.getByRole('button', { name: 'See plans' }).click();
      await page.waitForURL(/\/subscribe$/);
    });

    await t.step('the plans page says payments are a sandbox', async () => {
      await waitForPage(page);
      await page
        .getByText(/no card is charged and no money moves/i)
        .first()
        .waitFor();
      await page.getByText('$16.48').first().waitFor();
      await page.getByText('$158.20').first().waitFor();
    });

    await t.step('monthly checkout in the sandbox, paid', async () => {
      await page.getByRole('button', { name: /Subscribe monthly/i }).click();
      await page.waitForURL(/\/checkout\/sbx_/);
      await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
      await page.getByText(/No card is charged and no money moves/).waitFor();
      await page.getByRole('button', { name: /^Pay \$16\.48/ }).click();
      await page.waitForURL(/\/payment\?session_id=/);
      await page.getByText('Payment successful').waitFor();
    });

    await t.step('is_paid turns on and the subscriber page shows PRO; the header drops Subscribe', async () => {
      await page.waitForFunction(() => localStorage.getItem('isPaid') === 'true', null, { timeout: 10_000 });
      await page.goto('/user/subscription');
      await page.getByRole('heading', { name: 'My subscription' }).waitFor();
      await page.getByText('PRO', { exact: true }).first().waitFor();
      await page.locator('[data-state="success"]').waitFor();
      assert((await page.locator('header').getByRole('link', { name: 'Subscribe' }).count()) === 0, 'the header still offers Subscribe to a subscriber');
      t.expectNoPageErrors(page, 'after paying');
    });

    await t.step('the article that was locked opens in full', async () => {
      await expectArticleOpen(page, article, 'after paying');
      await page.goto('/user/subscription');
      await page.getByRole('heading', { name: 'My subscription' }).waitFor();
    });

    await t.step('cancel with a confirmation: access stays until the period end', async () => {
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/keep full access until the end of the period/i).waitFor();
      await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.locator('[data-state="cancelled"]').waitFor();
      await page.getByText(/Your subscription is cancelled/).waitFor();
      await page.reload();
      await page.getByText('PRO', { exact: true }).first().waitFor();
      assert((await isPaidStored(page)) === 'true', 'is_paid went off at cancellation');
      await expectArticleOpen(page, article, 'after cancelling, before the period end');
    });

    try {
      await t.step('the clock moves past the period end; the expiry job closes access', async () => {
        await moveClock(t, 32 * DAY);
        const token = await apiToken(t, user.email, user.password);
        let state = null;
        for (let i = 0; i < 40 && state !== 'expired'; i++) {
          state = (await api(t, token, '/billing/subscription')).body?.subscription?.status;
          if (state !== 'expired') await new Promise((r) => setTimeout(r, 500));
        }
        assert(state === 'expired', `the subscription is ${state} after the period end`);
        // The old session is older than its 30 days at the new time: the app drops it (spec 01 §4
        // session rule) and the user signs in again.
        await page.goto('/');
        await page.waitForFunction(() => !localStorage.getItem('token'), null, { timeout: 15_000 });
        await loginViaUi(page, user.email, user.password);
        await page.goto('/user/subscription');
        await page.locator('[data-state="expired"]').waitFor();
        assert((await page.getByText('PRO', { exact: true }).count()) === 0, 'PRO is still shown after expiry');
        await page.waitForFunction(() => localStorage.getItem('isPaid') === 'false', null, { timeout: 10_000 });
        await accountTrigger(page).waitFor();
        await page.locator('header').getByRole('link', { name: 'Subscribe' }).first().waitFor();
      });
      await t.step('the article is locked again, with the subscribe prompt', async () => {
        await (await expectArticleLocked(page, article)).waitFor();
      });
    } finally {
      await moveClock(t, 0);
    }
  });

  test('billing: a declined card shows "Subscription failed!" and charges nothing', async (t) => {
    const user = await registerViaApi(t, { email: uniqueEmail('declined'), nick: 'Declined' });
    const page = await t.newPage({ viewport: { width: 375, height: 800 } });
    await loginViaUi(page, user.email, user.password);
    await t.step('yearly checkout, declined', async () => {
      await page.goto('/subscribe');
      await page.getByRole('button', { name: /Subscribe yearly/i }).click();
      await page.waitForURL(/\/checkout\/sbx_/);
      await page.getByRole('button', { name: /declined card/i }).click();
      await page.waitForURL(/\/payment\?session_id=/);
      await page.getByText('Subscription failed!').waitFor();
      await page.getByText('Subscribe for yearly payment failed! Please try again!').waitFor();
      await page.getByText(/Nothing was charged/).waitFor();
    });
    await t.step('nothing is paid: is_paid stays off and the order says Fail', async () => {
      assert((await isPaidStored(page)) !== 'true', 'is_paid turned on after a decline');
      await page.goto('/order');
      await page.getByRole('heading', { name: 'My orders' }).waitFor();
      await page.locator('[data-status="fail"]').first().waitFor();
      const token = await apiToken(t, user.email, user.password);
      const sub = await api(t, token, '/billing/subscription');
      assert(sub.body.is_paid === false && sub.body.subscription === null, `a subscription exists after a decline: ${JSON.stringify(sub.body)}`);
    });
  });

  test('billing: the CMS order list filters by status and exports CSV', async (t) => {
    // Set-up through the API: one declined order of a fresh buyer.
    const buyer = await registerViaApi(t, { email: uniqueEmail('cmsbuyer') });
    const token = await apiToken(t, buyer.email, buyer.password);
    const co = await api(t, token, '/billing/checkout', { method: 'POST', body: JSON.stringify({ plan: 'monthly' }) });
    await api(t, token, `/billing/sandbox/${co.body.session_id}/complete`, { method: 'POST', body: JSON.stringify({ outcome: 'decline' }) });
    const page = await t.newPage();
    await loginViaUi(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/cms/orderlist');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await t.step('filter by status Fail', async () => {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Fail' }).click();
      await page.waitForURL(/status=fail/);
      await page.locator('[data-status="fail"]').first().waitFor();
      // The previous page stays on screen until the filtered one arrives.
      await page.waitForFunction(() => !document.querySelector('tbody [data-status="success"]'), null, { timeout: 10_000 });
    });
    await t.step('open the details and export CSV', async () => {
      await page
        .getByRole('button', { name: /Details of order/ })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByText(/Not refundable/)
        .waitFor();
      await page.keyboard.press('Escape');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      assert(/^orders-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()), `CSV file name ${download.suggestedFilename()}`);
    });
  });
}
