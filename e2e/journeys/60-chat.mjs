// Chat (spec 01 §2 Chat, §4 Chat, §5, §8): two members in two browser contexts chat with text, an
// emoji and a file, see unread counts and Read marks; then one goes offline (its chat socket is cut
// and refused), the other writes, and when it comes back it reconnects after 3 s and shows exactly
// the messages it missed. A visitor pressing the chat button gets the sign-up dialog.
import { assert, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';
import { createChatRoom } from '../lib/chat.mjs';

// A 16×16 teal PNG (79 bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPgL8sjCTGMahjVMHw1AADRzfMB51v/iwAAAABJRU5ErkJggg==', 'base64');

const createRoom = createChatRoom;

const tokenOf = (page) => page.evaluate(() => localStorage.getItem('token'));
const userIdOf = async (page) => Number(await page.evaluate(() => localStorage.getItem('userId')));
const launcher = (page) => page.getByTestId('chat-launcher');
const box = (page) => page.getByTestId('chat-box');
const messages = (page) => page.getByTestId('chat-messages');

async function openConversation(page, name) {
  if (!(await box(page).isVisible())) await launcher(page).click();
  await box(page)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await messages(page).waitFor();
}

async function send(page, text) {
  await box(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await box(page).getByRole('button', { name: 'Send', exact: true }).click();
}

export default function register(test) {
  test('chat: two members, text, emoji, a file, unread counts, Read marks, offline and back', async (t) => {
    const run = Date.now().toString(36);
    const userA = await registerViaApi(t, { email: uniqueEmail('chat-a'), nick: `Ana ${run}` });
    const userB = await registerViaApi(t, { email: uniqueEmail('chat-b'), nick: `Bo ${run}` });
    const a = await t.newPage();
    const b = await t.newPage();

    // B's chat socket goes through a route the test can cut, like a network drop.
    let offline = false;
    const live = new Set();
    await b.routeWebSocket(/\/api\/v1\/chat/, (ws) => {
      if (offline) return void ws.close({ code: 1001, reason: 'offline' });
      ws.connectToServer();
      live.add(ws);
    });

    await t.step('both log in', async () => {
      await loginViaUi(a, userA.email, userA.password);
      await loginViaUi(b, userB.email, userB.password);
      await createRoom(t, await tokenOf(a), await userIdOf(b));
    });

    await t.step('A sends a text with an emoji, then a file without text', async () => {
      await openConversation(a, `Bo ${run}`);
      await box(a).getByRole('textbox', { name: 'Message' }).fill('你好 <b>Bo</b>, ¿qué tal?');
      await box(a).getByRole('button', { name: 'Insert an emoji' }).click();
      await a.getByRole('group', { name: 'Emojis' }).getByRole('button').nth(59).waitFor();
      assert((await a.getByRole('group', { name: 'Emojis' }).getByRole('button').count()) === 60, 'the picker has 60 emojis');
      await a.getByRole('button', { name: '😀' }).click();
      await box(a).getByRole('button', { name: 'Send', exact: true }).click();
      await messages(a).getByText('你好 <b>Bo</b>, ¿qué tal?😀').waitFor();
      assert((await messages(a).locator('b').count()) === 0, 'message text must not be rendered as HTML');

      const sendButton = box(a).getByRole('button', { name: 'Send', exact: true });
      assert(await sendButton.isDisabled(), 'send is disabled with no text and no files');
      const chooser = a.waitForEvent('filechooser');
      await box(a).getByRole('button', { name: 'Attach files' }).click();
      await (await chooser).setFiles({ name: 'flash-card.png', mimeType: 'image/png', buffer: PNG });
      await sendButton.waitFor();
      await a.waitForFunction(() => {
        const btn = [...document.querySelectorAll('[data-testid="chat-box"] button')].find((x) => x.textContent === 'Send');
        return btn && !btn.disabled;
      });
      await sendButton.click();
      await messages(a).getByText('The files has been sent').waitFor();
      await messages(a)
        .getByRole('img', { name: /flash-card\.png/ })
        .waitFor();
    });

    await t.step('more than 10 files are refused with the spec’s alert', async () => {
      const chooser = a.waitForEvent('filechooser');
      await box(a).getByRole('button', { name: 'Attach files' }).click();
      const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, mimeType: 'image/png', buffer: PNG }));
      await (await chooser).setFiles(eleven);
      await box(a).getByRole('alert').getByText('You can upload up to 10 files at a time!').waitFor();
      await box(a).getByRole('button', { name: 'Dismiss' }).click();
    });

    await t.step('B sees the unread count, opens the conversation, A sees Read', async () => {
      await launcher(b)
        .and(b.getByRole('button', { name: /2 unread messages/ }))
        .waitFor({ timeout: 10_000 });
      await launcher(b).click();
      await box(b)
        .getByRole('button', { name: new RegExp(`Bo|Ana ${run}`) })
        .getByTestId('unread-badge')
        .getByText('2')
        .waitFor();
      await openConversation(b, `Ana ${run}`);
      await messages(b).getByText('你好 <b>Bo</b>, ¿qué tal?😀').waitFor();
      await messages(b)
        .getByRole('img', { name: /flash-card\.png/ })
        .waitFor();
      await a.waitForFunction(() => [...document.querySelectorAll('[data-testid="receipt"]')].filter((e) => e.textContent === 'Read').length === 2);
      await send(b, 'Muy bien, 谢谢!');
      await messages(a).getByText('Muy bien, 谢谢!').waitFor();
    });

    await t.step('B goes offline; A writes; B comes back to exactly the messages it missed', async () => {
      await box(b).getByRole('button', { name: 'Close chat' }).first().click();
      offline = true;
      for (const ws of live) await ws.close({ code: 1001, reason: 'offline' });
      live.clear();
      await a.waitForTimeout(300);
      await send(a, `missed one ${run}`);
      await send(a, `missed two ${run}`);
      await messages(a).getByText(`missed two ${run}`).waitFor();
      await b.waitForTimeout(1_000);
      offline = false;
      // Reconnects 3 s after the close, then fetches the rooms (badge) and the history.
      await launcher(b)
        .and(b.getByRole('button', { name: /2 unread messages/ }))
        .waitFor({ timeout: 15_000 });
      await openConversation(b, `Ana ${run}`);
      await messages(b).getByText(`missed two ${run}`).waitFor();
      for (const text of [`missed one ${run}`, `missed two ${run}`, '你好 <b>Bo</b>, ¿qué tal?😀', 'Muy bien, 谢谢!'])
        assert((await messages(b).getByText(text, { exact: true }).count()) === 1, `"${text}" shows exactly once on B`);
      await a.waitForFunction(() => [...document.querySelectorAll('[data-testid="receipt"]')].filter((e) => e.textContent === 'Read').length === 4);
    });

    await t.step('a visitor gets the chat sign-up dialog', async () => {
      const v = await t.newPage({ viewport: { width: 375, height: 740 } });
      await v.goto('/');
      await waitForPage(v);
      await launcher(v).click();
      const dialog = v.getByRole('dialog');
      await dialog.getByText('Chat!').waitFor();
      await dialog.getByText('To send a message to other members, please first Sign up or Login!').waitFor();
    });
  });
}
