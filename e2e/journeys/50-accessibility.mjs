// axe-core finds no violations (its default rule set: WCAG 2.x A/AA plus best practices) on home,
// login, sign-up and settings, at desktop and phone width.
import { AxeBuilder } from '@axe-core/playwright';
import { assert, fillLogin, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';

async function axe(page, label) {
  // Transitions and fonts settle first, so colour-contrast sees the final colours.
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join('; ');
    return `${label}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s): ${nodes})`;
  });
}

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

export default function register(test) {
  for (const w of WIDTHS) {
    test(`axe: no violations on home, login, sign-up (visitor, ${w.name})`, async (t) => {
      const page = await t.newPage({ viewport: w.viewport });
      const found = [];
      for (const [label, path] of [
        ['home', '/'],
        ['login', '/admin/login'],
        ['sign-up', '/admin/register'],
      ]) {
        await t.step(`axe on ${path}`, async () => {
          await page.goto(path);
          await waitForPage(page);
          found.push(...(await axe(page, `${label} ${path}`)));
        });
      }
      assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
    });

    test(`axe: no violations on settings and home (signed in, ${w.name})`, async (t) => {
      const user = await registerViaApi(t, { email: uniqueEmail(`axe-${w.name}`), nick: 'Axe Tester' });
      const page = await t.newPage({ viewport: w.viewport });
      await t.step('log in', async () => {
        if (w.name === 'phone') {
          // At phone width the account menu may sit in the mobile menu: wait for the login to land instead.
          await fillLogin(page, user.email, user.password);
          await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 });
        } else await loginViaUi(page, user.email, user.password);
      });
      const found = [];
      for (const [label, path] of [
        ['settings', '/setting'],
        ['home', '/'],
      ]) {
        await t.step(`axe on ${path}`, async () => {
          await page.goto(path);
          await waitForPage(page);
          found.push(...(await axe(page, `${label} ${path}`)));
        });
      }
      assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
    });
  }
}
