// Login screen (spec 01 §2, §5, §8): empty fields, a wrong password with the spec's message on both
// fields, then a good login; also the links Forgot Password? and Create account.
import { accountTrigger, assert, DEMO, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';

export default function register(test) {
  test('login: empty fields, wrong password message, then signed in', async (t) => {
    const user = await registerViaApi(t, { email: uniqueEmail('login'), nick: 'Login Tester' });
    const page = await t.newPage();

    await t.step('the login screen has its fields, buttons and links', async () => {
      await page.goto('/admin/login');
      await waitForPage(page);
      await page.getByRole('link', { name: 'Forgot Password?' }).waitFor();
      await page.getByRole('link', { name: 'Create account' }).waitFor();
      await page
        .getByRole('button', { name: /google/i })
        .first()
        .waitFor();
    });

    await t.step('empty fields: Email cannot be empty. / Password cannot be empty.', async () => {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Email cannot be empty.').waitFor();
      await page.getByText('Password cannot be empty.').waitFor();
    });

    await t.step('a wrong password shows "User email or Password is incorrect."', async () => {
      await page
        .getByLabel(/^(Account|E-?mail)/i)
        .first()
        .fill(user.email);
      await page
        .getByLabel(/^Password/i)
        .first()
        .fill('wrong-password-1');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('User email or Password is incorrect.').first().waitFor();
      const n = await page.getByText('User email or Password is incorrect.').count();
      assert(n === 2, `the message shows ${n} time(s); spec 01 §8 says on both fields`);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      assert(!token, 'a token was stored after a failed login');
    });

    await t.step('the right password signs in and leaves the login page', async () => {
      await page
        .getByLabel(/^Password/i)
        .first()
        .fill(user.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 });
      await accountTrigger(page).waitFor({ state: 'visible' });
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        userId: localStorage.getItem('userId'),
        userRole: localStorage.getItem('userRole'),
      }));
      assert(stored.token && stored.userId, `session keys missing in local storage: ${JSON.stringify(stored)}`);
      assert(stored.userRole === 'Member', `userRole in local storage is ${stored.userRole}`);
    });
  });

  test('login: a demo account name shows in the account menu', async (t) => {
    const page = await t.newPage();
    await t.step('log in as the demo teacher', async () => {
      await page.goto('/admin/login');
      await page
        .getByLabel(/^(Account|E-?mail)/i)
        .first()
        .fill(DEMO.teacher.email);
      await page
        .getByLabel(/^Password/i)
        .first()
        .fill(DEMO.teacher.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await accountTrigger(page).waitFor({ state: 'visible', timeout: 15_000 });
    });
    await t.step('the account menu shows nick name, e-mail and role', async () => {
      await accountTrigger(page).click();
      const menu = page.getByRole('menu');
      await menu.getByText('Teacher Wang').waitFor();
      await menu.getByText(DEMO.teacher.email).waitFor();
      await menu.getByText('Mentor').first().waitFor();
    });
  });
}
