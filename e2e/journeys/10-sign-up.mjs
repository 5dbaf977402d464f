// A learner signs up through the UI, sees the e-mail verification banner (Resend Email -> Resent!),
// opens the verification link from the outbox, sees the banner go, and logs out (spec 01 §2, §4).
import { listMail, waitForLink } from '../lib/mail.mjs';
import { accountTrigger, assert, logoutViaUi, uniqueEmail, waitForPage } from '../lib/app.mjs';

const VERIFY_LINK = /https?:\/\/[^\s"'<>]+\/admin\/email\/verify\/[A-Za-z0-9_-]+/;

export default function register(test) {
  test('learner signs up, verifies the e-mail from the outbox, the banner goes, logs out', async (t) => {
    const email = uniqueEmail('learner');
    const password = 'study2learn';
    const page = await t.newPage();

    await t.step('fill the sign-up form as a learner', async () => {
      await page.goto('/admin/register');
      await waitForPage(page);
      const form = page.getByRole('form');
      await page
        .getByRole('radio', { name: /learner/i })
        .check({ force: true })
        .catch(() => {});
      await form.getByLabel(/nick ?name|user ?name/i).fill('Mei Learner');
      await form.getByLabel(/^e-?mail/i).fill(email);
      await form.getByLabel(/^password/i).fill(password);
      await form.getByLabel(/confirm/i).fill(password);
      await form.getByLabel(/learning language/i).selectOption('Spanish');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: /sign up|create account|register/i }).click();
    });

    await t.step('the new learner is signed in and sees the verification banner', async () => {
      // The sign-up page confirms and offers to start; the header (with the banner) is on the next page.
      await page
        .getByRole('button', { name: /start learning/i })
        .or(page.getByRole('link', { name: /start learning/i }))
        .first()
        .click();
      await accountTrigger(page).waitFor({ state: 'visible', timeout: 15_000 });
      const banner = page.getByTestId('verify-email-banner');
      await banner.waitFor({ state: 'visible' });
      const me = await page.evaluate(() => ({ token: localStorage.getItem('token'), learning: localStorage.getItem('learningLanguage') }));
      assert(me.token, 'no token in local storage after sign-up');
      assert(me.learning === 'Spanish', `learningLanguage in local storage is ${me.learning}, chose Spanish`);
    });

    await t.step('Resend Email turns into Resent! and sends another e-mail', async () => {
      await waitForLink(t.dataDir, email, VERIFY_LINK); // the first one, from sign-up
      const before = listMail(t.dataDir, email).length;
      await page.getByTestId('verify-email-banner').getByRole('button', { name: 'Resend Email' }).click();
      await page.getByTestId('verify-email-banner').getByRole('button', { name: 'Resent!' }).waitFor();
      const deadline = Date.now() + 10_000;
      while (listMail(t.dataDir, email).length <= before && Date.now() < deadline) await page.waitForTimeout(200);
      assert(listMail(t.dataDir, email).length > before, 'no second verification e-mail after Resend Email');
    });

    await t.step('open the verification link from the newest e-mail', async () => {
      const link = await waitForLink(t.dataDir, email, VERIFY_LINK);
      const url = new URL(link);
      assert(url.origin === t.baseUrl, `the link points at ${url.origin}, the app runs at ${t.baseUrl}`);
      await page.goto(url.pathname);
      await waitForPage(page);
      await page
        .getByText(/verified|confirmed/i)
        .first()
        .waitFor({ timeout: 15_000 });
    });

    await t.step('the verification banner is gone', async () => {
      await page.goto('/');
      await waitForPage(page);
      await accountTrigger(page).waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
      assert((await page.getByTestId('verify-email-banner').count()) === 0, 'the banner is still shown after verifying');
    });

    await t.step('log out: token removed, back on /admin/login', async () => {
      await logoutViaUi(page);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      assert(!token, 'the token is still in local storage after logging out');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    });
  });
}
