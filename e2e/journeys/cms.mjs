// The content system (issue 19): the admin writes a blog post in the rich-text editor with a
// picture, in English and Chinese; the draft saves itself; the preview shows it as readers will;
// it is scheduled, then published now; a visitor reads it on /blog in English and in Chinese (the
// server-rendered page carries the post and its preview tags), and a visitor's contact message
// reaches the admin's dashboard, where it is answered.
import { assert, DEMO, loginViaUi, waitForPage } from '../lib/app.mjs';

const shot = (page, name, opts = {}) =>
  process.env.E2E_SHOTS ? page.screenshot({ path: new URL(`../screenshots/${name}.png`, import.meta.url).pathname, ...opts }) : undefined;
const localInput = (d) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export default function register(test) {
  test('cms: the admin writes, previews, schedules and publishes a blog post; a visitor reads it in two languages', async (t) => {
    const tag = Date.now().toString(36);
    const title = `Reading maps in a new language ${tag}`;
    const titleZh = `用新语言看地图 ${tag}`;
    // A real picture to upload: a demo post's cover, as any visitor can download it.
    const demo = (await (await fetch(`${t.baseUrl}/api/v1/blog`)).json()).items.find((p) => p.cover_url);
    const picture = Buffer.from(await (await fetch(`${t.baseUrl}${demo.cover_url}`)).arrayBuffer());
    const admin = await t.newPage();
    let postId;

    await t.step('the admin writes the post with a picture, in English and Chinese; the draft saves itself', async () => {
      await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
      await admin.goto('/cms/blogPostEdit');
      await waitForPage(admin);
      await admin.getByTestId('entry-title').fill(title);
      await admin.getByLabel('Summary').fill('How street signs and metro maps teach words you need every day.');
      await admin.locator('.ProseMirror').click();
      await admin.keyboard.type('Maps are full of everyday words: station, exit, north.');
      await admin.getByTestId('editor-image-input').setInputFiles({ name: 'map.webp', mimeType: 'image/webp', buffer: picture });
      await admin.locator('.ProseMirror img[src^="/api/v1/cms/image/"]').waitFor();
      await admin.getByTestId('save-state').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 15_000 });
      await admin.waitForURL(/\/cms\/blogPostEdit\/\d+$/);
      postId = Number(admin.url().split('/').pop());
      await admin.locator('label', { hasText: 'Chinese' }).click();
      await admin.getByTestId('entry-title').fill(titleZh);
      await admin.locator('.ProseMirror').click();
      await admin.keyboard.type('地图上有很多日常用词：车站、出口、北。');
      await admin.getByTestId('save-state').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 15_000 });
      await admin.getByTestId('audit-trail').getByText('Created').waitFor();
      await shot(admin, 'cms-blog-editor', { fullPage: true });
    });

    await t.step('the preview shows the post as readers will see it', async () => {
      await admin.locator('label', { hasText: 'English' }).click();
      await admin.getByRole('button', { name: 'Preview' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('heading', { name: title }).waitFor();
      await dialog.locator('.blog-body img').waitFor();
      await shot(admin, 'cms-blog-preview');
      await admin.keyboard.press('Escape');
    });

    await t.step('scheduled for later, it is not on the blog yet; published now, it is', async () => {
      await admin.getByLabel('Publish at').fill(localInput(new Date(Date.now() + 2 * 86_400_000)));
      await admin.getByRole('button', { name: 'Schedule' }).click();
      await admin.getByTestId('entry-status').filter({ hasText: 'Scheduled' }).waitFor();
      const before = await fetch(`${t.baseUrl}/api/v1/blog/${postId}`);
      assert(before.status === 404, `a scheduled post is public before its time (HTTP ${before.status})`);
      await admin.getByRole('button', { name: 'Publish now' }).click();
      await admin.getByTestId('entry-status').filter({ hasText: 'Published' }).waitFor();
      await admin.getByTestId('audit-trail').getByText('Scheduled').waitFor();
      await admin.goto('/cms/blogPostList');
      await admin.getByRole('link', { name: title }).waitFor();
      await shot(admin, 'cms-blog-list', { fullPage: true });
    });

    await t.step('a visitor reads it on /blog in English, with the picture', async () => {
      const visitor = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });
      await visitor.goto('/blog');
      await visitor.getByRole('link', { name: title }).click();
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.locator('.blog-body img').waitFor();
      await shot(visitor, 'cms-blog-post-en-phone', { fullPage: true });
      await visitor.evaluate(() => localStorage.setItem('siteLanguage', 'zh'));
      await visitor.reload();
      await visitor.getByRole('heading', { level: 1, name: titleZh }).waitFor();
      await shot(visitor, 'cms-blog-post-zh-phone', { fullPage: true });
    });

    await t.step('the page arrives rendered by the server, in the reader’s language, with its preview tags', async () => {
      const zh = await (
        await fetch(`${t.baseUrl}/blog/${postId}`, { headers: { cookie: `lb_prefs=${encodeURIComponent(JSON.stringify({ siteLanguage: 'zh' }))}` } })
      ).text();
      assert(zh.includes(titleZh) && zh.includes('地图上有很多日常用词'), 'the Chinese post is not in the HTML');
      assert(zh.includes('<meta property="og:type" content="article">') && zh.includes('<meta property="og:title"'), 'no link-preview tags');
      const en = await (await fetch(`${t.baseUrl}/blog/${postId}`)).text();
      assert(en.includes(`<title>${title} · Lingbridge</title>`), 'the tab title is not the post’s');
      assert(en.includes('application/rss+xml'), 'no feed link');
      const rss = await (await fetch(`${t.baseUrl}/api/v1/blog/rss?lang=zh`)).text();
      assert(rss.includes(titleZh), 'the post is not in the Chinese feed');
    });
  });

  test('contact: a visitor’s message reaches the admin’s dashboard and is answered', async (t) => {
    const email = `visitor-${Date.now().toString(36)}@example.test`;
    const visitor = await t.newPage();
    await visitor.goto('/contact');
    await waitForPage(visitor);
    await visitor.getByLabel(/Your name/).fill('Ines');
    await visitor.getByLabel(/Your e-mail/).fill(email);
    await visitor.getByLabel(/Your message/).fill('Do you offer lessons for a class of twelve?');
    // A person takes a few seconds to write; the form refuses robots that post at once.
    await visitor.waitForTimeout(3_500);
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByText(/your message has been sent/).waitFor();

    const admin = await t.newPage();
    await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.goto('/cms/index');
    await waitForPage(admin);
    const message = admin.getByRole('article', { name: 'Message from Ines' }).filter({ hasText: email });
    await message.waitFor();
    await shot(admin, 'cms-dashboard', { fullPage: true });
    await message.getByRole('button', { name: 'Reply' }).click();
    await message.getByLabel(`Reply to ${email}`).fill('Yes: our school plans cover classes of any size.');
    await message.getByRole('button', { name: 'Send reply' }).click();
    await admin.getByText(`Reply sent to ${email}`).waitFor();
  });
}
