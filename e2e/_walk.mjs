import { chromium } from 'playwright-core';
const base = 'http://localhost:3311';
const out = '/tmp/lbshot';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
async function as(email, password, width = 1280) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 200)));
  await page.goto('/admin/login');
  await page.getByLabel(/^(Account|E-?mail)/i).first().fill(email);
  await page.getByLabel(/^Password/i).first().fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
  return page;
}
const shot = async (page, name) => { await page.waitForTimeout(800); await page.screenshot({ path: `${out}/${name}.png` }); console.log(name); };

// Teacher: the event form, sent empty (errors), then a picture and a real event.
const teacher = await as('teacher@lingbridge.local', 'teacher1234');
await teacher.goto('/create/new');
await teacher.getByRole('button', { name: /Create|Submit/ }).last().click();
await shot(teacher, 'w1-create-errors');
// The initiator's page of an existing event, with the invite form: a bad address.
const events = await (await fetch(`${base}/api/v1/debate?size=50`)).json();
const mine = events.items.find((d) => d.debate_type === 'debate' && d.debate_status === 'upcoming');
await teacher.goto(`/user/event/${mine.id}`);
await teacher.getByText('Invite').first().waitFor().catch(() => {});
await shot(teacher, 'w2-my-event');
// Organisation dialog: Create with nothing filled.
await teacher.goto('/teacher');
await teacher.getByRole('button', { name: 'New organisation' }).first().click();
await teacher.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
await shot(teacher, 'w3-org-dialog-errors');
await teacher.keyboard.press('Escape');
// Learner empty states: popularity.
const learnerPhone = await as('learner@lingbridge.local', 'learner1234', 390);
await learnerPhone.goto('/user/popularity');
await shot(learnerPhone, 'w4-popularity-empty-phone');
await learnerPhone.goto('/video');
await shot(learnerPhone, 'w5-video-phone');
// Admin activity tables.
const admin = await as('admin@lingbridge.local', 'admin1234');
await admin.goto('/cms/userActivity');
await shot(admin, 'w6-user-activity');
await browser.close();
