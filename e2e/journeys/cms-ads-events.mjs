// The content system's announcements and house ads (issue 19): the admin writes an event in the
// CMS and publishes it, and a visitor finds it on the home page; a banner for free members shows
// on a free member's home page and not on a PRO member's, and its click is counted (a number only)
// on the way to where it leads; a teacher's application to be verified is approved with a message.
import { apiToken, assert, DEMO, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';

const shot = (page, name, opts = {}) =>
  process.env.E2E_SHOTS ? page.screenshot({ path: new URL(`../screenshots/${name}.png`, import.meta.url).pathname, ...opts }) : undefined;
const localInput = (d) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const api = async (t, path, { token, body, method = body ? 'POST' : 'GET' } = {}) => {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json().catch(() => null) };
};

export default function register(test) {
  test('cms: an event announcement reaches the home page; a banner shows to a free member and not to a PRO one', async (t) => {
    const tag = Date.now().toString(36);
    const eventTitle = `Spring open day ${tag}`;
    const adTitle = `Go PRO this spring ${tag}`;
    const admin = await t.newPage();

    await t.step('the admin writes an event and publishes it', async () => {
      await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
      await admin.goto('/cms/eventEdit');
      await waitForPage(admin);
      await admin.getByTestId('entry-title').fill(eventTitle);
      await admin.getByLabel('What it is, in a sentence or two').fill('Meet our teachers and try a lesson.');
      await admin.getByTestId('extra-starts_at').fill(localInput(new Date(Date.now() + 3 * 86_400_000)));
      await admin.getByTestId('extra-place').fill('Community hall, 12 Garden Road');
      await admin.getByTestId('save-state').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 15_000 });
      await admin.waitForURL(/\/cms\/eventEdit\/\d+$/);
      await admin.getByRole('button', { name: 'Publish now' }).click();
      await admin.getByTestId('entry-status').filter({ hasText: 'Published' }).waitFor();
      await shot(admin, 'cms-event-editor', { fullPage: true });
    });

    await t.step('a visitor finds it on the home page', async () => {
      const visitor = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });
      await visitor.goto('/');
      await visitor.getByTestId('event-card').filter({ hasText: eventTitle }).waitFor({ timeout: 20_000 });
      await shot(visitor, 'cms-event-home-phone', { fullPage: true });
    });

    let adId;
    await t.step('the admin publishes a banner for free members', async () => {
      const token = await apiToken(t, DEMO.admin.email, DEMO.admin.password);
      const made = await api(t, '/cms/entries/ad', {
        token,
        body: {
          versions: { en: { title: adTitle, summary: 'Every article and every debate.' } },
          extra: { slot: 'home', link: '/subscribe', audience_free: true },
        },
      });
      assert(made.status === 201, `create the banner: HTTP ${made.status}`);
      adId = made.body.id;
      const pub = await api(t, `/cms/entries/ad/${adId}/publish`, { token, body: {} });
      assert(pub.status === 200, `publish the banner: HTTP ${pub.status} ${JSON.stringify(pub.body)}`);
    });

    await t.step('a free member sees it on the home page and follows it; the click is counted', async () => {
      const free = await registerViaApi(t, { email: uniqueEmail('free') });
      const page = await t.newPage();
      await loginViaUi(page, free.email, free.password);
      await page.goto('/');
      const banner = page.getByTestId('house-ad').filter({ hasText: adTitle });
      await banner.waitFor({ timeout: 20_000 });
      await shot(page, 'cms-ad-free-home', { fullPage: true });
      await banner.click();
      await page.waitForURL(/\/subscribe/);
      await admin.goto(`/cms/adEditor/${adId}`);
      await admin.getByTestId('ad-clicks').filter({ hasText: '1 click in all' }).waitFor();
      await shot(admin, 'cms-ad-editor', { fullPage: true });
    });

    await t.step('a PRO member does not see it', async () => {
      const pro = await registerViaApi(t, { email: uniqueEmail('pro') });
      const token = await apiToken(t, pro.email, pro.password);
      const co = await api(t, '/billing/checkout', { token, body: { plan: 'monthly' } });
      await api(t, `/billing/sandbox/${co.body.session_id}/complete`, { token, body: { outcome: 'success' } });
      const page = await t.newPage();
      await loginViaUi(page, pro.email, pro.password);
      await page.goto('/');
      // The event below the banner's place has come, so the banner would have too.
      await page.getByTestId('event-card').filter({ hasText: eventTitle }).waitFor({ timeout: 20_000 });
      assert((await page.getByTestId('house-ad').filter({ hasText: adTitle }).count()) === 0, 'a PRO member is shown a banner meant for free members');
    });

    await t.step('a teacher applies to be verified; the admin approves with a message that reaches the teacher', async () => {
      const teacher = await registerViaApi(t, { email: uniqueEmail('teacher'), role: 'Mentor' });
      const page = await t.newPage();
      await loginViaUi(page, teacher.email, teacher.password);
      await page.goto('/mentor-verify-paid');
      await waitForPage(page);
      await page.getByLabel('About your teaching').fill(`I teach Mandarin to ten-year-olds at a community school ${tag}.`);
      await page.getByRole('button', { name: 'Send application' }).click();
      await page.getByText('Application sent.').waitFor();
      await admin.goto('/cms/application');
      const card = admin.getByTestId('application').filter({ hasText: tag });
      await card.waitFor();
      await card.getByLabel('Message to the applicant').fill('Welcome, you are now a verified mentor.');
      await shot(admin, 'cms-application', { fullPage: true });
      await card.getByRole('button', { name: 'Approve' }).click();
      await admin.getByText('Application approved').first().waitFor();
      const token = await apiToken(t, teacher.email, teacher.password);
      const notes = await api(t, '/notification', { token });
      const note = notes.body.items.find((n) => n.kind === 'application_decided');
      assert(note?.params.message === 'Welcome, you are now a verified mentor.', `no notification: ${JSON.stringify(notes.body)}`);
      const me = await api(t, '/user/me', { token });
      assert(me.body?.verify_status === 'success', `not verified: ${JSON.stringify(me.body)}`);
    });
  });
}
