// The materials marketplace (issue 19, decision 0119): a teacher uploads a material on
// /teacher/materials, the admin approves it with a message on /cms/materialEdit/{id}, and a learner
// finds it on /materials, buys it in the billing sandbox and downloads it.
import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { assert, DEMO, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';

const shot = (page, name, opts = {}) =>
  process.env.E2E_SHOTS ? page.screenshot({ path: new URL(`../screenshots/${name}.png`, import.meta.url).pathname, ...opts }) : undefined;

/** axe-core's violations on the page, as lines; the journey fails on any. */
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

/** A small PDF worksheet (the server knows it by its content, not its name). */
const worksheet = (title) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export default function register(test) {
  test('materials: a teacher uploads, the admin approves, a learner buys in the sandbox and downloads', async (t) => {
    const tag = Date.now().toString(36);
    const title = `Market dialogues ${tag}`;
    const violations = [];

    await t.step('a teacher uploads a paid material; it waits for review', async () => {
      const teacher = await registerViaApi(t, { email: uniqueEmail('teacher'), role: 'Mentor', nick: 'Teacher Wang' });
      const page = await t.newPage();
      await loginViaUi(page, teacher.email, teacher.password);
      await page.goto('/teacher/materials');
      await waitForPage(page);
      await page.getByRole('link', { name: 'Materials' }).first().waitFor();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('Six short dialogues at the market, with a word list.');
      await page.getByRole('combobox', { name: 'Level' }).click();
      await page.getByRole('option', { name: 'Intermediate' }).click();
      await page.getByLabel('Price (US$)').fill('4.50');
      await page.locator('input[type=file]').setInputFiles({ name: 'market.pdf', mimeType: 'application/pdf', buffer: worksheet(title) });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByText('Uploaded: an admin will review it soon.').waitFor();
      const card = page.getByTestId('material-card').filter({ hasText: title });
      await card.getByText('Waiting for review').waitFor();
      await shot(page, 'materials-teacher', { fullPage: true });
      violations.push(...(await axe(page, '/teacher/materials')));
    });

    await t.step('the admin approves it with a message', async () => {
      const admin = await t.newPage();
      await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
      await admin.goto('/cms/materialList');
      await waitForPage(admin);
      await shot(admin, 'materials-cms-list', { fullPage: true });
      await admin.getByRole('link', { name: title }).click();
      await admin.waitForURL(/\/cms\/materialEdit\/\d+$/);
      await admin.getByLabel('Message to the teacher').fill('Lovely dialogues, thank you!');
      await shot(admin, 'materials-cms-edit', { fullPage: true });
      violations.push(...(await axe(admin, '/cms/materialEdit')));
      await admin.getByRole('button', { name: 'Approve and list' }).click();
      await admin.getByText('Approved: the material is listed.').waitFor();
    });

    await t.step('a learner finds it, buys it in the sandbox and downloads it', async () => {
      const learner = await registerViaApi(t, { email: uniqueEmail('learner') });
      const page = await t.newPage();
      await loginViaUi(page, learner.email, learner.password);
      await page.goto('/materials?price=paid&level=Intermediate');
      await waitForPage(page);
      await page.getByRole('link', { name: title }).click();
      await page.waitForURL(/\/materials\/\d+$/);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText('by Teacher Wang').first().waitFor();
      await shot(page, 'materials-detail-buy', { fullPage: true });
      violations.push(...(await axe(page, '/materials/{id}')));
      await page.getByRole('button', { name: 'Buy for $4.50' }).click();
      await page.waitForURL(/\/checkout\/sbx_/);
      await page.getByRole('button', { name: /^Pay \$4\.50/ }).click();
      await page.waitForURL(/\/payment\?session_id=/);
      await page.getByText('Payment successful').waitFor();
      await page.getByRole('link', { name: 'Open the material' }).click();
      await page.getByText('You bought this material.').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
      assert(download.suggestedFilename() === 'market.pdf', `downloaded ${download.suggestedFilename()}`);
      const bytes = fs.readFileSync(await download.path());
      assert(bytes.subarray(0, 5).toString() === '%PDF-', 'the download is not the uploaded PDF');
      await shot(page, 'materials-detail-bought', { fullPage: true });
    });

    await t.step('the listing at phone width, in English and in Chinese', async () => {
      for (const locale of ['en', 'zh']) {
        const page = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });
        await page.addInitScript((l) => localStorage.setItem('siteLanguage', l), locale);
        await page.goto('/materials');
        await waitForPage(page);
        await page.getByTestId('material-card').filter({ hasText: title }).waitFor();
        await shot(page, `materials-list-phone-${locale}`, { fullPage: true });
        violations.push(...(await axe(page, `/materials (phone, ${locale})`)));
        // A visitor on the material's page is asked to sign in.
        await page.getByTestId('material-card').filter({ hasText: title }).getByRole('link').click();
        await page
          .getByRole('link', { name: locale === 'zh' ? '登录' : 'Log in' })
          .last()
          .waitFor();
        await shot(page, `materials-detail-visitor-phone-${locale}`, { fullPage: true });
        violations.push(...(await axe(page, `/materials/{id} (visitor, phone, ${locale})`)));
      }
      const desk = await t.newPage();
      await desk.addInitScript(() => localStorage.setItem('siteLanguage', 'zh'));
      await desk.goto('/materials');
      await desk.getByTestId('material-card').filter({ hasText: title }).waitFor();
      await shot(desk, 'materials-list-zh', { fullPage: true });
    });

    await t.step('axe finds no violations on the marketplace pages', async () => {
      assert(!violations.length, `${violations.length} violation(s):\n${violations.join('\n')}`);
    });
  });
}
