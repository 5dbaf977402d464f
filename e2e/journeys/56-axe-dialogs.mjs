// axe-core with dialogs, menus and pop-ups open (issue 21): the header's menus (events, learning
// language, account; the phone menu), the word pop-up, the chat dock with a
// conversation open, and the modals a learner and a visitor reach (the PRO dialog of a locked
// article, the sign-up dialog of the chat button, buy-a-ticket and apply on an event), and the
// teacher area's and the CMS's dialogs (new organisation, new group, the editor's preview). axe runs
// with each open; no violations of its default rules (WCAG 2.x A/AA and best practices).
import { DEMO, accountTrigger, apiToken, assert, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';
import { withOpen } from '../lib/axe.mjs';
import { learnerWithConversation } from '../lib/chat.mjs';
import { demoArticles } from '../lib/reading.mjs';
import { assertInLanguage, setAccountLanguage, showAccountIn } from '../lib/site-language.mjs';
import { tr, trPattern } from '../lib/strings.mjs';

/** An upcoming, approved demo event (the demo events are seeded by a job soon after start-up). */
async function upcomingEvent(t) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const events = await (await fetch(`${t.baseUrl}/api/v1/debate?size=50`)).json();
    const event = (events.items ?? []).find((d) => d.debate_status === 'upcoming' && d.verify_status === 'success');
    if (event) return event;
    assert(Date.now() < deadline, 'no upcoming demo event to open the event dialogs on');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The buy-a-ticket and apply dialogs of an upcoming event, found by the app's strings in `lng`. */
async function eventDialogs(t, page, found, lng) {
  const event = await upcomingEvent(t);
  await page.goto(`/speak/${event.id}`);
  await waitForPage(page);
  await withOpen(t, page, found, `${lng}: the buy-a-ticket dialog`, async () => {
    await page
      .getByRole('button', { name: tr(lng, 'speak:actions.freeTicket'), exact: true })
      .or(page.getByRole('button', { name: trPattern(lng, 'speak:actions.buyTicket') }))
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
  });
  await withOpen(t, page, found, `${lng}: the apply dialog`, async () => {
    await page.getByRole('button', { name: tr(lng, 'speak:actions.apply'), exact: true }).click();
    await page.getByRole('dialog', { name: tr(lng, 'speak:apply.title') }).waitFor();
  });
}

export default function register(test) {
  test(
    'axe: menus, the word pop-up, the chat dock and the modals open, as a learner (en), no violations',
    async (t) => {
      const items = await demoArticles(t);
      const article = items.find((a) => a.language === 'Simplified_Chinese' && a.is_free) ?? items.find((a) => a.is_free);
      const run = Date.now().toString(36);
      const { user } = await learnerWithConversation(t, 'axe-open', `Axe ${run}`);

      const page = await t.newPage();
      await loginViaUi(page, user.email, user.password);
      const found = [];
      await page.goto('/');
      await waitForPage(page);
      const header = page.locator('header');
      await withOpen(t, page, found, 'the events menu', async () => {
        await header.getByRole('button', { name: 'Events' }).click();
        await page.getByRole('menu').waitFor();
      });
      await withOpen(t, page, found, 'the learning-language menu', async () => {
        await header.getByRole('button', { name: /^Learning language:/ }).click();
        await page.getByRole('menu').or(page.getByRole('listbox')).or(page.getByRole('dialog')).first().waitFor();
      });
      await withOpen(t, page, found, 'the account menu', async () => {
        await accountTrigger(page).click();
        await page.getByRole('menu').waitFor();
      });
      await page.goto(`/article/${article.id}`);
      await page.locator('.lb-word').first().waitFor();
      await withOpen(t, page, found, 'the word pop-up', async () => {
        await page.locator('.lb-word').nth(1).click();
        await page
          .getByTestId('word-popup')
          .getByRole('button', { name: /^Save “.+” to my notebook$/ })
          .waitFor();
      });

      await withOpen(
        t,
        page,
        found,
        'the chat dock',
        async () => {
          await page.getByTestId('chat-launcher').click();
          await page.getByTestId('chat-box').waitFor();
        },
        { close: false },
      );
      await withOpen(t, page, found, 'a chat conversation', async () => {
        await page
          .getByTestId('chat-box')
          .getByRole('button', { name: new RegExp(`Partner ${run}`) })
          .click();
        await page.getByTestId('chat-messages').waitFor();
      });

      await eventDialogs(t, page, found, 'en');

      const visitor = await t.newPage();
      const locked = items.find((a) => !a.is_free);
      await visitor.goto(`/article/${locked.id}`);
      await visitor.getByTestId('article-lock').waitFor();
      await withOpen(t, visitor, found, 'the PRO dialog (visitor)', async () => {
        await visitor.getByTestId('article-lock').getByRole('button', { name: 'Subscribe' }).click();
        await visitor.getByRole('dialog', { name: 'A PRO feature' }).waitFor();
      });
      await withOpen(t, visitor, found, 'the sign-up dialog of the chat button (visitor)', async () => {
        await visitor.getByTestId('chat-launcher').click();
        await visitor.getByRole('dialog').waitFor();
      });

      const phone = await t.newPage({ viewport: { width: 390, height: 844 } });
      await phone.goto('/');
      await waitForPage(phone);
      await withOpen(t, phone, found, 'the phone menu (visitor)', async () => {
        await phone.getByRole('button', { name: 'Open menu' }).click();
        await phone.getByRole('dialog').waitFor();
      });
      // The admin's header adds the site-language switch (a group of buttons, nothing to open) and the CMS menus.
      const admin = await t.newPage();
      await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
      await withOpen(t, admin, found, 'the account menu (admin)', async () => {
        await accountTrigger(admin).click();
        await admin.getByRole('menu').waitFor();
      });
      assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
    },
    { timeoutMs: 300_000 },
  );

  test(
    "axe: the teacher area's and the CMS's dialogs open (new organisation, new group, the editor's preview), no violations",
    async (t) => {
      const teacher = await registerViaApi(t, { email: uniqueEmail('axe-teacher'), nick: 'Axe Teacher', role: 'Mentor' });
      const found = [];
      const page = await t.newPage();
      await loginViaUi(page, teacher.email, teacher.password);
      await page.goto('/teacher');
      await waitForPage(page);
      await withOpen(t, page, found, 'the new-organisation dialog', async () => {
        await page.getByRole('button', { name: 'New organisation' }).first().click();
        await page.getByRole('dialog', { name: 'New organisation' }).waitFor();
      });
      // With an organisation of their own, the teacher opens the new-group dialog on its card.
      const token = await apiToken(t, teacher.email, teacher.password);
      const org = await fetch(`${t.baseUrl}/api/v1/organization/org`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Axe School ${Date.now().toString(36)}`, invite: [uniqueEmail('axe-invited')] }),
      });
      assert(org.ok, `POST /organization/org: HTTP ${org.status}`);
      await page.reload();
      await waitForPage(page);
      await withOpen(t, page, found, 'the new-group dialog', async () => {
        await page.getByRole('button', { name: 'New group' }).first().click();
        await page.getByRole('dialog').waitFor();
      });

      const admin = await t.newPage();
      await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
      const posts = await (await fetch(`${t.baseUrl}/api/v1/blog?lang=en&size=1`)).json();
      assert(posts.items?.length, 'no demo blog post to edit');
      await admin.goto(`/cms/blogPostEdit/${posts.items[0].id}`);
      await waitForPage(admin);
      await withOpen(t, admin, found, "the editor's preview (CMS)", async () => {
        await admin.getByRole('button', { name: 'Preview' }).first().click();
        await admin.getByRole('dialog').waitFor();
      });
      assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
    },
    { timeoutMs: 240_000 },
  );

  // The same in Chinese and Spanish, found by structure or by the app's own strings in that language.
  for (const lng of ['zh', 'es'])
    test(
      `axe: menus, the word pop-up, the chat dock, the event dialogs and the visitor's dialogs open (${lng}), no violations`,
      async (t) => {
        const items = await demoArticles(t);
        const article = items.find((a) => a.language === 'Simplified_Chinese' && a.is_free) ?? items.find((a) => a.is_free);
        const { user, token } = await learnerWithConversation(t, `axe-open-${lng}`, `Axe ${lng}`);
        const found = [];
        const page = await t.newPage();
        await loginViaUi(page, user.email, user.password);
        await setAccountLanguage(t, token, lng);
        await page.goto('/');
        await waitForPage(page);
        await assertInLanguage(page, lng);
        const triggers = page.locator('header button[aria-haspopup="menu"]');
        for (const [k, label] of ['the events menu', 'the learning-language menu', 'the account menu'].entries())
          await withOpen(t, page, found, `${lng}: ${label}`, async () => {
            await (k === 2 ? triggers.last() : triggers.nth(k)).click();
            await page.getByRole('menu').waitFor();
          });
        await page.goto(`/article/${article.id}`);
        await page.locator('.lb-word').first().waitFor();
        await withOpen(t, page, found, `${lng}: the word pop-up`, async () => {
          await page.locator('.lb-word').nth(1).click();
          await page.getByTestId('word-popup').locator('button[aria-pressed]').first().waitFor();
        });
        await withOpen(
          t,
          page,
          found,
          `${lng}: the chat dock`,
          async () => {
            await page.getByTestId('chat-launcher').click();
            await page.getByTestId('chat-box').waitFor();
          },
          { close: false },
        );
        await withOpen(t, page, found, `${lng}: a chat conversation`, async () => {
          await page.getByTestId('chat-box').locator('nav button').first().click();
          await page.getByTestId('chat-messages').waitFor();
        });
        await eventDialogs(t, page, found, lng);
        const locale = lng === 'zh' ? 'zh-CN' : 'es-ES';
        const visitor = await t.newPage({ locale });
        await visitor.goto('/');
        await visitor.evaluate((l) => localStorage.setItem('siteLanguage', l), lng);
        await visitor.goto(`/article/${items.find((a) => !a.is_free).id}`);
        await visitor.getByTestId('article-lock').waitFor();
        await assertInLanguage(visitor, lng);
        await withOpen(t, visitor, found, `${lng}: the PRO dialog (visitor)`, async () => {
          await visitor.getByTestId('article-lock').locator('button').last().click();
          await visitor.getByRole('dialog').waitFor();
        });
        await withOpen(t, visitor, found, `${lng}: the sign-up dialog of the chat button (visitor)`, async () => {
          await visitor.getByTestId('chat-launcher').click();
          await visitor.getByRole('dialog').waitFor();
        });
        const phone = await t.newPage({ viewport: { width: 390, height: 844 }, locale });
        await phone.goto('/');
        await phone.evaluate((l) => localStorage.setItem('siteLanguage', l), lng);
        await phone.reload();
        await waitForPage(phone);
        await assertInLanguage(phone, lng);
        await withOpen(t, phone, found, `${lng}: the phone menu (visitor)`, async () => {
          await phone.getByRole('button', { name: tr(lng, 'common:header.openMenu') }).click();
          await phone.getByRole('dialog').waitFor();
        });
        const admin = await t.newPage({ locale });
        await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
        await showAccountIn(admin, lng);
        await waitForPage(admin);
        await withOpen(t, admin, found, `${lng}: the account menu (admin)`, async () => {
          await admin.locator('header button[aria-haspopup="menu"]').last().click();
          await admin.getByRole('menu').waitFor();
        });
        assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
      },
      { timeoutMs: 240_000 },
    );
}
