/**
 * A small typed client for Janus's WebSocket API (decision 0122): a session (created with the token
 * our server stored in Janus), plugin handles, requests matched to their answers by transaction,
 * trickled candidates and a keepalive. Nothing here knows WebRTC: janus-room.ts does.
 */

export type Jsep = { type: RTCSdpType; sdp: string };

/** A frame from Janus. */
export type JanusFrame = {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id: number };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: Jsep;
  error?: { code: number; reason: string };
  reason?: string;
};

export class JanusRequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

type Pending = { resolve: (f: JanusFrame) => void; reject: (e: Error) => void; until: 'success' | 'ack' | 'event' };

const KEEPALIVE_MS = 25_000;
const TIMEOUT_MS = 15_000;
let seq = 0;
const nextTransaction = () => `t${Date.now().toString(36)}${(++seq).toString(36)}`;

/** A plugin handle: requests to the plugin, and its events (plugin events, webrtcup, hangup…). */
export class JanusHandle {
  onEvent: (f: JanusFrame) => void = () => {};

  constructor(
    private session: JanusSession,
    readonly id: number,
  ) {}

  /** A plugin request answered by an event (join, configure, start) or at once (list…); plugin errors reject. */
  async message(body: Record<string, unknown>, jsep?: Jsep) {
    const f = await this.session.send({ janus: 'message', handle_id: this.id, body, ...(jsep ? { jsep } : {}) }, 'event');
    const data = f.plugindata?.data ?? {};
    if (data.error_code) throw new JanusRequestError(String(data.error ?? 'Janus error'), Number(data.error_code));
    return { data, jsep: f.jsep };
  }

  trickle(candidate: RTCIceCandidateInit | null) {
    void this.session.send({ janus: 'trickle', handle_id: this.id, candidate: candidate ?? { completed: true } }, 'ack').catch(() => undefined);
  }

  async detach() {
    this.session.handles.delete(this.id);
    await this.session.send({ janus: 'detach', handle_id: this.id }, 'success').catch(() => undefined);
  }
}

export class JanusSession {
  readonly handles = new Map<number, JanusHandle>();
  private pending = new Map<string, Pending>();
  private id = 0;
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  /** The WebSocket closed or Janus dropped the session: the room starts again. */
  onClose: () => void = () => {};

  private constructor(
    private ws: WebSocket,
    private token: string,
  ) {}

  /** Opens the socket and creates a session with my token. */
  static async connect(url: string, token: string, createSocket = (u: string) => new WebSocket(u, 'janus-protocol')) {
    const ws = createSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.onopen = () => resolve();
      ws.onerror = () => reject(new Error('Janus is unreachable'));
    });
    const s = new JanusSession(ws, token);
    ws.onmessage = (ev) => s.receive(JSON.parse(String(ev.data)) as JanusFrame);
    ws.onclose = () => s.dropped();
    const created = await s.send({ janus: 'create' }, 'success');
    s.id = created.data!.id;
    s.keepalive = setInterval(() => void s.send({ janus: 'keepalive' }, 'ack').catch(() => s.dropped()), KEEPALIVE_MS);
    return s;
  }

  async attach(plugin = 'janus.plugin.videoroom') {
    const f = await this.send({ janus: 'attach', plugin }, 'success');
    const h = new JanusHandle(this, f.data!.id);
    this.handles.set(h.id, h);
    return h;
  }

  /** Sends a request; resolves with the frame that ends it (`until`), rejects on Janus's error. */
  send(req: Record<string, unknown>, until: Pending['until']): Promise<JanusFrame> {
    if (this.closed) return Promise.reject(new Error('Janus session closed'));
    const transaction = nextTransaction();
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new Error(`Janus did not answer ${String(req.janus)}`));
      }, TIMEOUT_MS);
      this.pending.set(transaction, {
        resolve: (f) => (clearTimeout(t), resolve(f)),
        reject: (e) => (clearTimeout(t), reject(e)),
        until,
      });
      this.ws.send(JSON.stringify({ ...req, transaction, token: this.token, ...(this.id ? { session_id: this.id } : {}) }));
    });
  }

  /** Ends the session (its handles and their media with it). */
  async destroy() {
    if (this.closed) return;
    await this.send({ janus: 'destroy' }, 'success').catch(() => undefined);
    this.shut();
  }

  private receive(f: JanusFrame) {
    const p = f.transaction ? this.pending.get(f.transaction) : undefined;
    if (p) {
      if (f.janus === 'error') {
        this.pending.delete(f.transaction!);
        return p.reject(new JanusRequestError(f.error?.reason ?? 'Janus error', f.error?.code ?? 0));
      }
      // A plugin request is acknowledged first and answered by its event (or at once by `success`).
      if (f.janus === 'ack' && p.until !== 'ack') return;
      this.pending.delete(f.transaction!);
      return p.resolve(f);
    }
    if (f.janus === 'timeout') return this.dropped();
    if (f.sender) this.handles.get(f.sender)?.onEvent(f);
  }

  private dropped() {
    if (this.closed) return;
    this.shut();
    this.onClose();
  }

  private shut() {
    this.closed = true;
    if (this.keepalive) clearInterval(this.keepalive);
    for (const p of this.pending.values()) p.reject(new Error('Janus session closed'));
    this.pending.clear();
    this.ws.onclose = null;
    this.ws.close();
  }
}
