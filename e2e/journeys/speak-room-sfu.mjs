// The Speak Room through the Janus SFU (issue 15, decision 0122): the journey starts Debian's Janus
// (scripts/janus-dev.mjs: generated configuration, token auth, loopback ports) and a server of its
// own with JANUS_URL set. Two players and a listener enter with Chromium's fake devices; each
// player's audio reaches the others through Janus (inbound audio bytes growing, energy above
// silence); Janus holds the players' feeds and none of the audience; a camera turned on later
// reaches the others (the feed is subscribed again with its video); a player's network drops and
// the room comes back by itself. Skipped, saying so, when the janus binary is not installed.
import path from 'node:path';
import { janusBinary, startJanus } from '../../scripts/janus-dev.mjs';
import { DEMO, apiToken, assert, registerViaApi, uniqueEmail } from '../lib/app.mjs';
import { api, capturePeerConnections, connectionStates, inboundAudio, until } from '../lib/room-media.mjs';
import { startServer } from '../lib/server.mjs';

const HOUR = 3_600_000;
const shots = path.join(import.meta.dirname, '..', 'screenshots');

/** The room's publishers as Janus sees them (its admin API). */
async function janusPublishers(janus, room) {
  const r = await fetch(janus.adminUrl, {
    method: 'POST',
    body: JSON.stringify({
      janus: 'message_plugin',
      transaction: 'journey',
      admin_secret: janus.adminSecret,
      plugin: 'janus.plugin.videoroom',
      request: { request: 'listparticipants', room },
    }),
  });
  return ((await r.json()).response?.participants ?? []).filter((p) => p.publisher);
}

/** A page signed in on the SFU server (its token in storage, as the app keeps it). */
async function signedIn(t, base, token) {
  const page = await t.newPage();
  await page.addInitScript(capturePeerConnections);
  await page.goto(`${base}/`);
  await page.evaluate((tk) => localStorage.setItem('token', tk), token);
  return page;
}

export default function register(test, { webDist }) {
  test(
    'speak room sfu: audio between players through Janus, the audience not published, a camera turned on, a dropped network',
    async (t) => {
      if (!janusBinary()) {
        console.log('speak room sfu: SKIPPED — the janus binary is not installed (apt-get install -y janus)');
        return;
      }
      const janus = await startJanus();
      let server;
      let pages = [];
      try {
        server = await startServer({ env: { WEB_DIST: webDist, ...janus.env } });
        const s = { ...t, baseUrl: server.baseUrl, dataDir: server.dataDir };
        const people = await Promise.all(
          ['Ana', 'Ben', 'Cai', 'Dan'].map((nick) => registerViaApi(s, { email: uniqueEmail(`sfu-${nick.toLowerCase()}`), nick })),
        );
        const [ana, ben, cai, dan] = people;
        const admin = await apiToken(s, DEMO.admin.email, DEMO.admin.password);
        for (const u of people) {
          u.token = await apiToken(s, u.email, u.password);
          u.id = (await api(s, u.token, '/user/me')).body.id;
        }
        assert((await api(s, null, '/debate/room/media')).body.media === 'sfu', 'the server says the room is in SFU mode');
        const start = new Date(Date.now() + 3 * HOUR);
        start.setSeconds(0, 0);
        const created = await api(s, ana.token, '/debate', {
          method: 'POST',
          body: {
            title: `Janus debate ${Date.now().toString(36)}`,
            debate_type: 'debate',
            start_time: start.toISOString(),
            duration: 45,
            language: 'Spanish',
            level: 'Intermediate',
            description: 'Una charla por el SFU.',
            max_players: 4,
            max_judges: 1,
          },
        });
        assert(created.status === 201, `create: ${created.status} ${JSON.stringify(created.body)}`);
        const id = created.body.id;
        assert((await api(s, admin, `/debate/${id}`, { method: 'PATCH', body: { verify_status: 'success' } })).status === 200, 'verify');
        for (const [u, body] of [
          [ben, { role: 'player', side: 'prop' }],
          [cai, { role: 'player', side: 'opp' }],
          [dan, { role: 'audience' }],
        ]) {
          assert((await api(s, u.token, `/debate/${id}/participate`, { method: 'POST', body })).status === 201, 'apply');
          assert((await api(s, ana.token, `/debate/debate_user/${id}/${u.id}`, { method: 'PATCH', body: { state: 'approved' } })).status === 200, 'approve');
        }
        const offset = start.getTime() + 60_000 - Date.now();
        assert((await api(s, admin, '/billing/test/clock', { method: 'POST', body: { offset_ms: offset } })).status === 200, 'clock');

        pages = await Promise.all([ben, cai, dan].map((u) => signedIn(t, server.baseUrl, u.token)));
        const [benP, caiP, danP] = pages;
        await t.step('players and a listener enter; each hears the players through Janus', async () => {
          for (const p of [benP, caiP, danP]) {
            await p.goto(`${server.baseUrl}/debate/room/${id}`);
            if (p === caiP) await p.getByRole('switch', { name: 'Camera on' }).uncheck();
            await p.getByRole('button', { name: 'Enter the room' }).click();
            await p.getByRole('region', { name: 'Stage' }).waitFor();
          }
          await benP.getByRole('listitem', { name: /Cai, Opposition/ }).waitFor();
          await danP.getByRole('listitem', { name: /Ben, Proposition/ }).waitFor();
          for (const [p, who] of [
            [benP, 'Ben'],
            [caiP, 'Cai'],
            [danP, 'Dan'],
          ]) {
            const first = await until(
              async () => {
                const a = await inboundAudio(p);
                return a.bytes > 0 ? a : null;
              },
              `${who} to receive audio through Janus`,
              30_000,
            ).catch(async (err) => {
              throw new Error(`${err.message}: ${JSON.stringify(await connectionStates(p))}`);
            });
            await until(async () => {
              const a = await inboundAudio(p);
              return a.bytes > first.bytes && a.energy > 0 ? a : null;
            }, `${who}'s inbound audio to grow above silence`);
          }
          // Dan hears both players: two subscriptions, each with audio.
          const danLinks = await until(
            async () => ((await connectionStates(danP)).filter((c) => c.connection === 'connected').length >= 2 ? true : null),
            'Dan to receive both players',
          );
          assert(danLinks, 'Dan subscribes to both players');
          assert((await danP.getByRole('button', { name: 'Turn the microphone off' }).count()) === 0, 'the audience has no microphone');
        });

        await t.step('Janus holds the two players’ feeds and nothing of the audience', async () => {
          const pubs = await until(async () => {
            const p = await janusPublishers(janus, id);
            return p.length === 2 ? p : null;
          }, 'two publishers in Janus');
          assert(pubs.length === 2, `publishers: ${JSON.stringify(pubs)}`);
          await benP.screenshot({ path: path.join(shots, 'speak-room-sfu-en-1280.png') });
        });

        await t.step('a player turns her camera on: her publication renegotiates and the others receive her video', async () => {
          const video = (p) =>
            p.evaluate(async () => {
              let n = 0;
              for (const pc of window.__pcs ?? [])
                if (pc.connectionState !== 'closed')
                  (await pc.getStats()).forEach((x) => x.type === 'inbound-rtp' && x.kind === 'video' && (n += x.bytesReceived ?? 0));
              return n;
            });
          const before = await video(benP);
          await caiP.getByRole('button', { name: 'Turn the camera on' }).click();
          await caiP.getByRole('button', { name: 'Turn the camera off' }).waitFor();
          await until(async () => (await video(benP)) > before + 20_000, 'Ben to receive Cai’s video', 30_000);
        });

        await t.step('a player’s network drops: the room says so, and comes back through Janus by itself', async () => {
          const ctx = caiP.context();
          await ctx.setOffline(true);
          await caiP.getByRole('button', { name: 'Speak Room has not been successfully connected (click to reconnect)' }).waitFor({ timeout: 60_000 });
          await ctx.setOffline(false);
          await caiP.getByRole('listitem', { name: /Ben, Proposition/ }).waitFor({ timeout: 30_000 });
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
          // Ben hears Cai's new publication too.
          const b0 = await inboundAudio(benP);
          await until(async () => (await inboundAudio(benP)).bytes > b0.bytes, 'Ben to hear Cai again', 30_000);
        });
        await api(s, admin, '/billing/test/clock', { method: 'POST', body: { offset_ms: 0 } });
      } finally {
        // The pages go before their server, so none of them calls a server that has stopped.
        await Promise.all(pages.map((p) => p.context().close()));
        await server?.stop();
        await janus.stop();
      }
    },
    { timeoutMs: 240_000 },
  );
}
