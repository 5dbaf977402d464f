// The Speak Room with real media (issue 15): Chromium's fake microphone and camera in four browser
// contexts. Two players, the initiator and one listener enter a debate with the clock moved to its
// opening; each player's audio reaches the others (inbound audio bytes growing, audio energy above
// silence) over the embedded mesh; speaking time is counted; the audience's reaction floats for
// everyone; the initiator mutes a player; a player's network drops and the room comes back by
// itself; the initiator removes a player, who leaves at once. Screenshots at laptop and phone width
// in English, Chinese and Spanish.
import path from 'node:path';
import { assert, loginViaUi } from '../lib/app.mjs';
import { api, approvedDebate, capturePeerConnections, connectionStates, inboundAudio, until } from '../lib/room-media.mjs';

const shots = path.join(import.meta.dirname, '..', 'screenshots');

export default function register(test) {
  test(
    'speak room: audio between players over the mesh, speaking time, reactions, mute, a dropped network, a kick',
    async (t) => {
      const stamp = Date.now().toString(36);
      const topic = `Homework on weekends? ${stamp}`;
      const { id, start, people, admin } = await approvedDebate(t, {
        tag: 'room',
        topic,
        description: 'Una charla amistosa.',
        nicks: ['Ana', 'Ben', 'Cai', 'Dan'],
        parts: [{ role: 'player', side: 'prop' }, { role: 'player', side: 'opp' }, { role: 'audience' }],
      });
      const [ana, ben, cai, dan] = people;
      // The opening step: one minute after the start.
      const offset = start.getTime() + 60_000 - Date.now();
      assert((await api(t, admin, '/billing/test/clock', { method: 'POST', body: { offset_ms: offset } })).status === 200, 'clock');

      const pages = {};
      try {
        for (const u of [ben, cai, dan, ana]) {
          const page = await t.newPage();
          await page.addInitScript(capturePeerConnections);
          await loginViaUi(page, u.email, u.password);
          pages[u.id] = page;
        }
        const [benP, caiP, danP, anaP] = [ben, cai, dan, ana].map((u) => pages[u.id]);

        await t.step('players and a listener enter; each player hears the other', async () => {
          for (const p of [benP, caiP, danP]) {
            await p.goto(`/debate/room/${id}`);
            // Ben comes with his camera; Cai with her microphone only (a camera costs this small machine much CPU).
            if (p === caiP) await p.getByRole('switch', { name: 'Camera on' }).uncheck();
            await p.getByRole('button', { name: 'Enter the room' }).click();
            await p.getByRole('region', { name: 'Stage' }).waitFor();
          }
          await benP.getByRole('listitem', { name: /Cai, Opposition/ }).waitFor();
          await caiP.getByRole('listitem', { name: /Ben, Proposition/ }).waitFor();
          await danP.getByRole('listitem', { name: /Ben, Proposition/ }).waitFor();
          for (const [p, who] of [
            [benP, 'Ben'],
            [caiP, 'Cai'],
            [danP, 'Dan'],
          ]) {
            const first = await until(async () => {
              const a = await inboundAudio(p);
              return a.bytes > 0 ? a : null;
            }, `${who} to receive audio`).catch(async (err) => {
              throw new Error(`${err.message}: ${JSON.stringify(await connectionStates(p))}`);
            });
            const later = await until(async () => {
              const a = await inboundAudio(p);
              return a.bytes > first.bytes && a.energy > 0 ? a : null;
            }, `${who}'s inbound audio to grow above silence`);
            assert(later.energy > 0, `${who} hears sound`);
          }
          // The listener sends nothing: no microphone controls, reactions instead.
          assert((await danP.getByRole('button', { name: 'Turn the microphone off' }).count()) === 0, 'the audience has no microphone');
        });

        await t.step('speaking time is counted for each player in the opening', async () => {
          let last = null;
          const times = await until(
            async () => {
              const r = await api(t, null, `/debate/${id}/speaking`);
              last = r.body;
              const ids = new Set(r.body.filter((x) => x.step === 'opening' && x.ms > 0).map((x) => x.user_id));
              return ids.has(ben.id) && ids.has(cai.id) ? r.body : null;
            },
            'speaking time to be reported',
            30_000,
          ).catch(async (err) => {
            // What the server counted, and the step and clock each player's room shows.
            const rooms = await Promise.all(
              [benP, caiP].map((p) =>
                p
                  .locator('[role="timer"]')
                  .allTextContents()
                  .catch(() => []),
              ),
            );
            throw new Error(`${err.message}: ${JSON.stringify({ counted: last, rooms })}`);
          });
          assert(
            times.every((x) => x.ms <= 5 * 60_000),
            'speaking time stays below the time that passed',
          );
        });

        await t.step('the listener reacts; the reaction floats for everyone', async () => {
          await danP.getByRole('button', { name: 'React with 👏' }).click();
          await benP.locator('.lb-reaction', { hasText: '👏' }).first().waitFor();
          await caiP.locator('.lb-reaction', { hasText: '👏' }).first().waitFor();
        });

        await t.step('the initiator enters and mutes a player', async () => {
          await anaP.goto(`/debate/room/${id}`);
          await anaP.getByRole('switch', { name: 'Camera on' }).uncheck();
          await anaP.getByRole('button', { name: 'Enter the room' }).click();
          await anaP.getByRole('listitem', { name: /Ben, Proposition/ }).waitFor();
          await anaP.getByRole('button', { name: 'Mute Ben' }).click();
          await benP.getByText('The initiator muted your microphone').waitFor();
          await benP.getByRole('button', { name: 'Turn the microphone on' }).waitFor();
          await caiP
            .getByRole('listitem', { name: /Ben, Proposition/ })
            .getByRole('img', { name: 'Microphone off' })
            .waitFor();
          await benP.screenshot({ path: path.join(shots, 'speak-room-en-1280.png') });
          await benP.getByRole('button', { name: 'Turn the microphone on' }).click();
        });

        await t.step('a player’s network drops: the room says so, and comes back by itself', async () => {
          const ctx = caiP.context();
          await ctx.setOffline(true);
          await caiP.getByRole('button', { name: 'Speak Room has not been successfully connected (click to reconnect)' }).waitFor({ timeout: 60_000 });
          await caiP.screenshot({ path: path.join(shots, 'speak-room-dropped-en-1280.png') });
          await ctx.setOffline(false);
          await caiP.getByRole('listitem', { name: /Ben, Proposition/ }).waitFor({ timeout: 30_000 });
          // What the page could not send while offline (its activity batch) is not an error of the room.
          caiP.errors = caiP.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));
          const before = await until(
            async () => {
              const a = await inboundAudio(caiP);
              return a.bytes > 0 ? a : null;
            },
            'Cai to receive audio again',
            30_000,
          );
          await until(async () => (await inboundAudio(caiP)).bytes > before.bytes, 'Cai’s audio to flow again');
        });

        await t.step('the initiator removes a player: the room closes for them at once', async () => {
          const k = await api(t, ana.token, `/debate/debate_user/${id}/${cai.id}`, { method: 'PATCH', body: { state: 'kicked' } });
          assert(k.status === 200, `kick: ${k.status}`);
          await caiP.getByText('The initiator removed you from this event.').waitFor();
          await benP.getByRole('listitem', { name: /Cai, Opposition/ }).waitFor({ state: 'detached' });
        });

        await t.step('the room on a phone and in Chinese and Spanish', async () => {
          for (const lng of ['zh', 'es']) {
            const phone = await t.newPage({ viewport: { width: 390, height: 844 }, phone: true });
            // The interface language is the account's (as the settings page saves it) and the browser's.
            const saved = await api(t, dan.token, '/user/me', { method: 'PATCH', body: { site_language: lng } });
            assert(saved.status === 200, `saving the language: ${saved.status}`);
            await phone.goto('/');
            await phone.evaluate(([l, token]) => Object.entries({ siteLanguage: l, token }).forEach(([k, v]) => localStorage.setItem(k, v)), [lng, dan.token]);
            await phone.goto(`/debate/room/${id}`);
            await phone.getByRole('button', { name: lng === 'zh' ? '进入房间' : 'Entrar en la sala' }).click();
            await phone.getByRole('region', { name: lng === 'zh' ? '舞台' : 'Escenario' }).waitFor();
            await phone.getByRole('listitem', { name: /Ben/ }).waitFor();
            await phone.screenshot({ path: path.join(shots, `speak-room-${lng}-390.png`), fullPage: true });
            await phone.getByRole('button', { name: lng === 'zh' ? '离开' : 'Salir' }).click();
          }
        });
      } finally {
        await api(t, admin, '/billing/test/clock', { method: 'POST', body: { offset_ms: 0 } });
      }
    },
    { timeoutMs: 240_000 },
  );
}
