// Speak events (issue 14), with several people in their own browser contexts: a learner creates a
// debate with a demo article as material; the admin approves it; two learners apply on opposite
// sides, a third as a player too, a fourth takes a free audience ticket; the initiator approves,
// one player withdraws, the initiator switches a side and removes one; the audience ticket goes
// from pending to approved; the header's events menu lists the event; the notifications and the
// e-mails arrive; the clock passes the start (Live) and the end (Closed). Phone-width screenshots
// in English, Chinese and Spanish.
import path from 'node:path';
import { DEMO, apiToken, assert, loginViaUi, registerViaApi, uniqueEmail } from '../lib/app.mjs';
import { waitForLink } from '../lib/mail.mjs';

const HOUR = 3_600_000;

async function api(t, token, route, { method = 'GET', body } = {}) {
  const res = await fetch(`${t.baseUrl}/api/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

/** A `datetime-local` value in the browser's zone (the journeys' browser runs in the machine's zone). */
function localInput(d) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

async function pickSelect(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export default function register(test) {
  test(
    'speak: create, approve, apply, tickets, members, the events menu, notifications, and the clock',
    async (t) => {
      const stamp = Date.now().toString(36);
      const topic = `Should phones stay at home? ${stamp}`;
      const [ana, ben, cai, dan, eva] = await Promise.all(
        ['Ana', 'Ben', 'Cai', 'Dan', 'Eva'].map((nick) => registerViaApi(t, { email: uniqueEmail(`speak-${nick.toLowerCase()}`), nick })),
      );
      const adminToken = await apiToken(t, DEMO.admin.email, DEMO.admin.password);
      // registerViaApi answers e-mail and password; the ids come from each one's /user/me.
      const tokens = Object.fromEntries(await Promise.all([ana, ben, cai, dan, eva].map(async (u) => [u.email, await apiToken(t, u.email, u.password)])));
      for (const u of [ana, ben, cai, dan, eva]) u.id = (await api(t, tokens[u.email], '/user/me')).body.id;
      let id;

      const anaPage = await t.newPage();
      await t.step('Ana creates a debate with a demo article as material', async () => {
        await loginViaUi(anaPage, ana.email, ana.password);
        await anaPage.goto('/create/new');
        await anaPage.locator('label', { hasText: /^Debate$/ }).click();
        await anaPage.getByRole('textbox', { name: 'Topic' }).fill(topic);
        await anaPage.getByRole('textbox', { name: 'Chinese title' }).fill('手机应该留在家里吗？');
        await anaPage.getByLabel('Start time (your time zone)').fill(localInput(new Date(Date.now() + 3 * HOUR)));
        await pickSelect(anaPage, 'Language', 'Chinese');
        await pickSelect(anaPage, 'Level', 'Beginner');
        await anaPage.getByRole('textbox', { name: 'Description' }).fill('两队各两名辩手。Two speakers per side.');
        await anaPage.getByRole('textbox', { name: 'Speakers per side' }).fill('2');
        await anaPage.getByRole('combobox', { name: 'Articles from Read' }).fill('家');
        await anaPage.getByRole('option').first().click();
        await anaPage.getByRole('button', { name: 'Create the event' }).click();
        await anaPage.waitForURL(/\/speak\/debate/);
        const mine = await api(t, tokens[ana.email], '/debate?scope=mine&size=5');
        id = mine.body.items.find((d) => d.title === topic)?.id;
        assert(id, `the new debate is among Ana's activities: ${JSON.stringify(mine.body)}`);
        const detail = await api(t, tokens[ana.email], `/debate/${id}`);
        assert(detail.body.verify_status === 'not_verified', 'a new event waits for approval');
        assert(detail.body.articles.length === 1, 'the article is the material');
      });

      await t.step('the admin approves it on /cms/debateList; Ana is told', async () => {
        const admin = await t.newPage();
        await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
        await admin.goto('/cms/debateList');
        const card = admin.locator('.mantine-Card-root', { hasText: topic });
        await card.getByRole('button', { name: 'Approve' }).click();
        // Approved, the event leaves the Waiting tab (its button is disabled only while the approval
        // is sent, which a fast answer makes too short to see).
        await card.waitFor({ state: 'detached' });
        const approved = await api(t, tokens[ana.email], `/debate/${id}`);
        assert(approved.body.verify_status === 'success', `the event is approved: ${approved.body.verify_status}`);
        await waitForLink(t.dataDir, ana.email, /\/user\/event\/\d+/);
      });

      await t.step('Ben applies as Prop in the dialog; Cai and Eva as Opp; Dan takes a free audience ticket', async () => {
        const benPage = await t.newPage();
        await loginViaUi(benPage, ben.email, ben.password);
        await benPage.goto(`/speak/${id}`);
        await benPage.getByRole('heading', { name: topic }).waitFor();
        await benPage.getByRole('button', { name: 'Apply to take part' }).click();
        const dialog = benPage.getByRole('dialog', { name: 'Apply to take part' });
        await dialog.locator('label', { hasText: 'Player' }).click();
        await dialog.locator('label', { hasText: /^Prop/ }).click();
        await dialog.getByText('You can apply').waitFor();
        await dialog.getByRole('button', { name: 'Send application' }).click();
        await benPage.getByText(/You: .*pending/).waitFor();
        for (const u of [cai, eva]) {
          const r = await api(t, tokens[u.email], `/debate/${id}/participate`, { method: 'POST', body: { role: 'player', side: 'opp' } });
          assert(r.status === 201, `${u.email} applies: ${r.status} ${JSON.stringify(r.body)}`);
        }
        const danPage = await t.newPage();
        await loginViaUi(danPage, dan.email, dan.password);
        await danPage.goto(`/speak/${id}`);
        await danPage.getByRole('button', { name: 'Get a free audience ticket' }).click();
        await danPage.getByRole('dialog').getByRole('button', { name: 'Get ticket' }).click();
        await danPage.getByText(/You: .*pending/).waitFor();
      });

      await t.step('Ana approves everyone on her event page; Cai withdraws; Ana moves Eva to Prop and removes Ben', async () => {
        await anaPage.goto(`/user/event/${id}`);
        for (let i = 0; i < 4; i++) {
          await anaPage.getByRole('button', { name: 'Approve' }).first().click();
          await anaPage.waitForTimeout(400);
        }
        await anaPage.getByText('No applications waiting.').waitFor();
        const w = await api(t, tokens[cai.email], `/debate/debate_user/${id}/${cai.id}`, { method: 'PATCH', body: { state: 'withdrawn' } });
        assert(w.body.state === 'withdrawn', `Cai withdraws: ${JSON.stringify(w.body)}`);
        await anaPage.reload();
        const evaLine = anaPage.locator('.mantine-Group-root', { hasText: 'Eva' }).filter({ has: anaPage.getByRole('button', { name: /Move to/ }) });
        await evaLine.getByRole('button', { name: /Move to Prop/ }).click();
        await anaPage.waitForTimeout(500);
        const benLine = anaPage.locator('.mantine-Group-root', { hasText: 'Ben' }).filter({ has: anaPage.getByRole('button', { name: 'Remove' }) });
        await benLine.getByRole('button', { name: 'Remove' }).click();
        await anaPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
        await anaPage.waitForTimeout(500);
        const roles = await api(t, tokens[ana.email], `/debate/${id}/roles`);
        const stateOf = (u) => roles.body.find((r) => r.user.id === u.id);
        assert(stateOf(ben).state === 'kicked', 'Ben was removed');
        assert(stateOf(eva).side === 'prop' && stateOf(eva).state === 'approved', 'Eva plays Prop');
        assert(stateOf(dan).state === 'approved' && stateOf(dan).ticket === 'free', "Dan's free ticket is approved");
        await t.step('…and the notifications and e-mails reached them', async () => {
          await waitForLink(t.dataDir, ben.email, /\/speak\/\d+/, { after: 0 });
          const notes = await api(t, tokens[eva.email], '/notification');
          assert(
            notes.body.items.some((n) => n.kind === 'speak_event' && n.params.change === 'side_changed'),
            `Eva is told of her new side: ${JSON.stringify(notes.body.items.map((n) => n.params?.change))}`,
          );
        });
      });

      await t.step("the header's events menu lists the event", async () => {
        const danPage = await t.newPage();
        await loginViaUi(danPage, dan.email, dan.password);
        await danPage
          .locator('header')
          .getByRole('button', { name: /Events/ })
          .click();
        await danPage.getByRole('menuitem', { name: new RegExp(topic.slice(0, 20)) }).waitFor({ timeout: 15_000 });
      });

      await t.step('phone-width screenshots of the event in English, Chinese and Spanish', async () => {
        for (const lng of ['en', 'zh', 'es']) {
          const phone = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });
          await phone.goto('/');
          await phone.evaluate((l) => localStorage.setItem('siteLanguage', l), lng);
          await phone.goto(`/speak/${id}`);
          await phone.getByRole('heading', { name: topic }).waitFor();
          await phone.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `speak-event-${lng}-390.png`), fullPage: true });
          await phone.goto('/speak');
          await phone.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `speak-list-${lng}-390.png`) });
        }
      });

      await t.step('the clock passes the start: Live; then the end: Closed', async () => {
        const move = async (ms) => {
          const c = await api(t, adminToken, '/billing/test/clock', { method: 'POST', body: { offset_ms: ms } });
          assert(c.status === 200, `moving the clock: ${c.status} ${JSON.stringify(c.body)}`);
          const s = await api(t, adminToken, '/debate/test/sweep', { method: 'POST' });
          assert(s.status === 200, `sweep: ${s.status}`);
        };
        await move(3 * HOUR + 5 * 60_000);
        await anaPage.goto(`/speak/${id}`);
        await anaPage.getByText('Live', { exact: true }).first().waitFor();
        await move(3 * HOUR + 50 * 60_000);
        await anaPage.reload();
        await anaPage.getByText('Closed', { exact: true }).first().waitFor();
        await move(0);
      });
    },
    { timeoutMs: 240_000 },
  );
}
