// The Speak Room journeys' helpers (mesh and SFU): the API, an approved event, and what a page's WebRTC connections receive.
import { DEMO, apiToken, assert, registerViaApi, uniqueEmail } from './app.mjs';

export async function api(t, token, route, { method = 'GET', body } = {}) {
  const res = await fetch(`${t.baseUrl}/api/v1${route}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* text */
  }
  return { status: res.status, body: json };
}

/** Keeps every RTCPeerConnection the page makes, so the journey can read their statistics. */
export const capturePeerConnections = () => {
  const Native = window.RTCPeerConnection;
  window.__pcs = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new Native(...args);
    window.__pcs.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Native.prototype;
};

/** Audio received by this page over all its connections: bytes and energy (0 when silent). */
export const inboundAudio = (page) =>
  page.evaluate(async () => {
    let bytes = 0;
    let energy = 0;
    for (const pc of window.__pcs ?? []) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((s) => {
        if (s.type === 'inbound-rtp' && s.kind === 'audio') {
          bytes += s.bytesReceived ?? 0;
          energy += s.totalAudioEnergy ?? 0;
        }
      });
    }
    return { bytes, energy };
  });

/** What each connection of the page is doing, for a failure's message. */
export const connectionStates = (page) =>
  page.evaluate(() =>
    (window.__pcs ?? []).map((pc) => ({
      signaling: pc.signalingState,
      connection: pc.connectionState,
      ice: pc.iceConnectionState,
      transceivers: pc.getTransceivers().map((t) => `${t.receiver.track.kind}:${t.direction}/${t.currentDirection}`),
    })),
  );

export async function until(check, what, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A verified debate three hours ahead, created by the first of `nicks` (the initiator), the others
 * applied and approved in the parts given, in order (`parts[i]` for `nicks[i + 1]`, e.g.
 * { role: 'player', side: 'prop' }).
 * Answers the event's id and start, the people (each with token and id) by nick, and the admin's token.
 */
export async function approvedDebate(t, { tag, topic, description, nicks, parts }) {
  const people = await Promise.all(nicks.map((nick) => registerViaApi(t, { email: uniqueEmail(`${tag}-${nick.toLowerCase()}`), nick })));
  const admin = await apiToken(t, DEMO.admin.email, DEMO.admin.password);
  for (const u of people) {
    u.token = await apiToken(t, u.email, u.password);
    u.id = (await api(t, u.token, '/user/me')).body.id;
  }
  const [initiator] = people;
  const start = new Date(Date.now() + 3 * 3_600_000);
  start.setSeconds(0, 0);
  const created = await api(t, initiator.token, '/debate', {
    method: 'POST',
    body: {
      title: topic,
      debate_type: 'debate',
      start_time: start.toISOString(),
      duration: 45,
      language: 'Spanish',
      level: 'Intermediate',
      description,
      max_players: 4,
      max_judges: 1,
    },
  });
  assert(created.status === 201, `create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  assert((await api(t, admin, `/debate/${id}`, { method: 'PATCH', body: { verify_status: 'success' } })).status === 200, 'verify');
  for (const [i, u] of people.slice(1).entries()) {
    const a = await api(t, u.token, `/debate/${id}/participate`, { method: 'POST', body: parts[i] });
    assert(a.status === 201, `apply: ${a.status} ${JSON.stringify(a.body)}`);
    const d = await api(t, initiator.token, `/debate/debate_user/${id}/${u.id}`, { method: 'PATCH', body: { state: 'approved' } });
    assert(d.status === 200, `approve: ${d.status}`);
  }
  return { id, start, people, admin };
}
