// The Speak Room journeys' helpers (mesh and SFU): the API, and what a page's WebRTC connections receive.

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
