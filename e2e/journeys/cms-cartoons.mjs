// Cartoons (issue 19, decision 0118): the admin makes a comic strip in the CMS — a panel uploaded,
// a speech bubble written and dragged into place — and publishes it; a learner finds it in Read's
// cartoon strip for beginners, opens it and taps a word in the bubble, and the word pop-up shows.
import sharp from 'sharp';
import { DEMO, assert, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';

const shot = (page, name, opts = {}) =>
  process.env.E2E_SHOTS ? page.screenshot({ path: new URL(`../screenshots/${name}.png`, import.meta.url).pathname, ...opts }) : undefined;

/** A panel drawn for the test: shapes only. */
const panelPng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#d6f0ff"/><rect y="460" width="800" height="140" fill="#8fcf6e"/><circle cx="300" cy="330" r="60" fill="#f6d2b0"/><rect x="250" y="390" width="100" height="120" rx="30" fill="#e8635a"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

export default function register(test) {
  test('cms: a cartoon is made with a panel and a bubble, published, and its words open the pop-up in Read', async (t) => {
    const title = `Tea time ${Date.now().toString(36)}`;
    const admin = await t.newPage();
    let id;

    await t.step('the admin makes a cartoon: title, language, level, a panel and a bubble', async () => {
      await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
      await admin.goto('/cms/cartoonEditor');
      await waitForPage(admin);
      await admin.getByTestId('entry-title').fill(title);
      await admin.getByTestId('extra-language').click();
      await admin.getByRole('option', { name: 'Chinese' }).click();
      await admin.getByTestId('extra-level').click();
      await admin.getByRole('option', { name: 'Beginner' }).click();
      await admin.getByTestId('panel-input').setInputFiles({ name: 'panel.png', mimeType: 'image/png', buffer: await panelPng() });
      await admin.getByTestId('panel-0').waitFor();
      await admin.getByRole('button', { name: 'Add a speech bubble' }).click();
      await admin.getByTestId('bubble-text-0-0').fill('我喝茶');
      await admin.getByLabel('Translation (optional)').fill('I drink tea');
      // Drag the bubble towards the top right of the panel.
      const bubble = admin.getByTestId('stage-bubble-0');
      const box = await bubble.boundingBox();
      await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await admin.mouse.down();
      await admin.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 10, { steps: 6 });
      await admin.mouse.up();
      await admin.getByTestId('save-state').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 15_000 });
      await admin.waitForURL(/\/cms\/cartoonEditor\/\d+$/);
      id = Number(admin.url().split('/').pop());
      await admin.getByRole('button', { name: 'Publish now' }).click();
      await admin.getByTestId('entry-status').filter({ hasText: 'Published' }).waitFor();
      await shot(admin, 'cms-cartoon-editor', { fullPage: true });
      const label = await bubble.getAttribute('aria-label');
      assert(!/at 30% across/.test(label ?? ''), `the bubble did not move: ${label}`);
    });

    await t.step('the cartoon list shows it as published', async () => {
      await admin.goto('/cms/cartoonList');
      await admin.getByText(title).first().waitFor();
      await shot(admin, 'cms-cartoon-list', { fullPage: true });
    });

    await t.step('a learner finds it in Read for beginners, opens it and taps a word: the pop-up shows', async () => {
      const learner = await registerViaApi(t, { email: uniqueEmail('cartoon') });
      const page = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });
      await loginViaUi(page, learner.email, learner.password);
      await page.goto('/level/Beginner');
      const card = page.getByTestId('cartoon-strip').getByRole('link', { name: new RegExp(title) });
      await card.waitFor({ timeout: 20_000 });
      await shot(page, 'read-cartoon-strip-phone', { fullPage: true });
      await card.click();
      await page.waitForURL(new RegExp(`/cartoon/${id}$`));
      // 我喝茶: "I", then "drink tea" as the dictionary segments it.
      const word = page.getByTestId('bubble-0-0').getByRole('button', { name: /^我/ });
      await word.waitFor({ timeout: 20_000 });
      await word.click();
      const popup = page.getByRole('dialog', { name: '我' });
      await popup.waitFor({ timeout: 20_000 });
      await popup
        .getByText(/\bI\b|\bme\b/)
        .first()
        .waitFor({ timeout: 20_000 });
      await shot(page, 'read-cartoon-popup-phone', { fullPage: false });
    });
  });
}
