// A whole debate in the Speak Room with the clock moved (issue 15): a player enters with the fake
// microphone and asks for a hint; the audience chats in the event's group chat and reacts; in the
// judges' step the initiator opens voting, a judge and the audience vote on screen and the players
// through the API (a second vote is refused); when voting ends the result counts down to the close
// of the meeting; after the end the room is closed and the result stays. Screenshots of the result
// at laptop width in English and at phone width in Chinese and Spanish.
import path from 'node:path';
import { assert, loginViaUi } from '../lib/app.mjs';
import { api, approvedDebate } from '../lib/room-media.mjs';

const MIN = 60_000;
const shots = path.join(import.meta.dirname, '..', 'screenshots');

export default function register(test) {
  test(
    'speak debate: a hint, the room chat, a reaction, voting opened by the initiator, the result with its countdown, the room closes',
    async (t) => {
      const stamp = Date.now().toString(36);
      const topic = `¿Uniforme en la escuela? ${stamp}`;
      const { id, start, people, admin } = await approvedDebate(t, {
        tag: 'debate',
        topic,
        description: 'Un debate amistoso sobre el uniforme.',
        nicks: ['Ana', 'Ben', 'Cai', 'Jude', 'Dan'],
        parts: [{ role: 'player', side: 'prop' }, { role: 'player', side: 'opp' }, { role: 'judge' }, { role: 'audience' }],
      });
      const [ana, ben, cai, jude, dan] = people;
      const clockTo = async (at) => {
        const c = await api(t, admin, '/billing/test/clock', { method: 'POST', body: { offset_ms: at - Date.now() } });
        assert(c.status === 200, `moving the clock: ${c.status}`);
      };

      try {
        await clockTo(start.getTime() + MIN);
        for (const u of [ben, dan, jude, ana]) {
          const page = await t.newPage();
          await loginViaUi(page, u.email, u.password);
          await page.goto(`/debate/room/${id}`);
          u.page = page;
        }
        const [benP, danP, judeP, anaP] = [ben, dan, jude, ana].map((u) => u.page);

        await t.step('the player enters, sees the opening on the timeline and asks for a hint', async () => {
          await benP.getByText('Now: Opening').waitFor();
          await benP.getByRole('switch', { name: 'Camera on' }).uncheck();
          await benP.getByRole('button', { name: 'Enter the room' }).click();
          await benP.getByRole('region', { name: 'Stage' }).waitFor();
          await benP.getByRole('button', { name: 'Show hints' }).click();
          const hints = benP.locator('.lb-hints li');
          await hints.first().waitFor();
          assert((await hints.count()) >= 2, 'several phrases are offered');
        });

        await t.step('the audience writes in the room chat and reacts; the reaction floats for the player', async () => {
          await danP.getByRole('button', { name: 'Enter the room' }).click();
          await danP.getByRole('region', { name: 'Stage' }).waitFor();
          await danP.getByRole('link', { name: 'Chat' }).click();
          const box = danP.getByRole('textbox', { name: 'Message' });
          await box.waitFor();
          await box.fill('¡Vamos, equipo!');
          await box.press('Enter');
          await danP.getByText('¡Vamos, equipo!').first().waitFor();
          // Spec 02 §7: the event's group chat is read by the event's id.
          let last = null;
          for (let i = 0; i < 20; i++) {
            last = await api(t, ben.token, `/debate_chat/${id}/chat_messages`);
            if (last.status === 200 && JSON.stringify(last.body).includes('¡Vamos, equipo!')) break;
            await new Promise((r) => setTimeout(r, 500));
          }
          assert(last.status === 200, `the room's messages: ${last.status} ${JSON.stringify(last.body)}`);
          assert(JSON.stringify(last.body).includes('¡Vamos, equipo!'), 'the player can read the message in the event chat');
          await danP.getByRole('button', { name: 'React with 👏' }).click();
          await benP.locator('.lb-reaction', { hasText: '👏' }).first().waitFor();
        });

        await t.step("in the judges' step the initiator opens voting; a judge and the audience vote on screen", async () => {
          await clockTo(start.getTime() + 38 * MIN);
          // A page measures the server's clock when it loads (and over the room socket): the jump of
          // the test clock is seen by loading the pages again, as a real clock never jumps.
          for (const p of [anaP, judeP, danP]) await p.reload();
          await anaP.getByText('Now: Judges’ comments and vote').waitFor({ timeout: 30_000 });
          await anaP.getByRole('button', { name: 'Open voting' }).click();
          await anaP.getByText(/Voting is open until/).waitFor();
          for (const p of [judeP, danP]) {
            await p.getByRole('button', { name: 'Vote', exact: true }).waitFor({ timeout: 30_000 });
            await p.getByRole('radio', { name: 'Proposition' }).check();
            await p.getByRole('radio', { name: 'Ben' }).check();
            await p.getByRole('button', { name: 'Vote', exact: true }).click();
            await p.getByText('Thank you, your vote is in.').waitFor();
          }
          const b = await api(t, ben.token, `/debate/${id}/vote`, { method: 'POST', body: { best_team: 'prop', best_debater: cai.id } });
          assert(b.status === 200, `Ben votes: ${b.status} ${JSON.stringify(b.body)}`);
          const c = await api(t, cai.token, `/debate/${id}/vote`, { method: 'POST', body: { best_team: 'opp', best_debater: ben.id } });
          assert(c.status === 200, `Cai votes: ${c.status}`);
          const again = await api(t, cai.token, `/debate/${id}/vote`, { method: 'POST', body: { best_team: 'prop' } });
          assert(again.status === 409 && /already voted/.test(JSON.stringify(again.body)), `a second vote is refused: ${again.status}`);
          await benP.screenshot({ path: path.join(shots, 'speak-debate-voting-en-1280.png'), fullPage: true });
        });

        await t.step('voting ends: the result, and the meeting counting down to its close', async () => {
          await clockTo(start.getTime() + 43 * MIN + 5_000);
          await benP.reload();
          const result = benP.getByRole('region', { name: 'Result' }).or(benP.getByRole('heading', { name: 'Result' }));
          await result.first().waitFor({ timeout: 30_000 });
          await benP.getByText('Proposition wins').first().waitFor();
          await benP.getByText(/The meeting closes within 0[12]:\d\d/).waitFor();
          await benP.screenshot({ path: path.join(shots, 'speak-debate-result-en-1280.png'), fullPage: true });
        });

        await t.step('after the end the room is closed, and the result stays', async () => {
          await clockTo(start.getTime() + 47 * MIN + 10_000);
          await judeP.reload();
          await judeP.getByText('The room is closed').waitFor({ timeout: 30_000 });
          await judeP.getByText('Proposition wins').first().waitFor();
          const v = await api(t, jude.token, `/debate/${id}/vote`);
          assert(v.body.result?.bestTeam === 'prop', `the result: ${JSON.stringify(v.body.result)}`);
        });

        await t.step('the closed room on a phone in Chinese and Spanish', async () => {
          for (const lng of ['zh', 'es']) {
            const phone = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });
            const saved = await api(t, dan.token, '/user/me', { method: 'PATCH', body: { site_language: lng } });
            assert(saved.status === 200, `saving the language: ${saved.status}`);
            await phone.goto('/');
            await phone.evaluate(([l, token]) => Object.entries({ siteLanguage: l, token }).forEach(([k, v]) => localStorage.setItem(k, v)), [lng, dan.token]);
            await phone.goto(`/debate/room/${id}`);
            await phone
              .getByText(lng === 'zh' ? '正方获胜' : 'Gana la proposición')
              .first()
              .waitFor();
            await phone.screenshot({ path: path.join(shots, `speak-debate-closed-${lng}-390.png`), fullPage: true });
          }
        });
      } finally {
        await api(t, admin, '/billing/test/clock', { method: 'POST', body: { offset_ms: 0 } });
      }
    },
    { timeoutMs: 240_000 },
  );
}
