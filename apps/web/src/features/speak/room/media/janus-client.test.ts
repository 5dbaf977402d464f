import { afterEach, describe, expect, it, vi } from 'vitest';
import { JanusRequestError, JanusSession } from './janus-client';

/** A Janus on the other end of a fake WebSocket: it answers what the test tells it to. */
class FakeJanus {
  sent: Record<string, any>[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  closed = false;
  answer: (req: Record<string, any>) => Record<string, any>[] = () => [];
  constructor() {
    setTimeout(() => this.onopen?.());
  }
  send(text: string) {
    const req = JSON.parse(text);
    this.sent.push(req);
    for (const f of this.answer(req)) setTimeout(() => this.onmessage?.({ data: JSON.stringify({ transaction: req.transaction, ...f }) }));
  }
  push(f: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(f) });
  }
  close() {
    this.closed = true;
  }
}

async function connected() {
  const fake = new FakeJanus();
  fake.answer = (req) => {
    if (req.janus === 'create') return [{ janus: 'success', data: { id: 11 } }];
    if (req.janus === 'attach') return [{ janus: 'success', data: { id: 22 } }];
    if (req.janus === 'message' && req.body.request === 'join' && req.body.ptype === 'publisher')
      return [{ janus: 'ack' }, { janus: 'event', sender: 22, plugindata: { plugin: 'janus.plugin.videoroom', data: { videoroom: 'joined', id: 5 } } }];
    if (req.janus === 'message' && req.body.request === 'join')
      return [
        { janus: 'ack' },
        { janus: 'event', sender: 22, plugindata: { plugin: 'janus.plugin.videoroom', data: { videoroom: 'event', error_code: 428, error: 'No such feed' } } },
      ];
    if (req.janus === 'keepalive' || req.janus === 'trickle') return [{ janus: 'ack' }];
    return [{ janus: 'error', error: { code: 403, reason: 'Unauthorized request (wrong or missing secret/token)' } }];
  };
  const session = await JanusSession.connect('ws://janus.test', 'tok-1', () => fake as unknown as WebSocket);
  return { fake, session };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Janus WebSocket client', () => {
  it('creates a session with my token and sends it, with the session, on every request', async () => {
    const { fake, session } = await connected();
    const h = await session.attach();
    expect(h.id).toBe(22);
    expect(fake.sent[0]).toMatchObject({ janus: 'create', token: 'tok-1' });
    expect(fake.sent[1]).toMatchObject({ janus: 'attach', plugin: 'janus.plugin.videoroom', token: 'tok-1', session_id: 11 });
    expect(new Set(fake.sent.map((r) => r.transaction)).size).toBe(2);
  });

  it('answers a plugin request with its event (after the ack), and rejects the plugin’s errors with their code', async () => {
    const { session } = await connected();
    const h = await session.attach();
    const joined = await h.message({ request: 'join', ptype: 'publisher', room: 1 });
    expect(joined.data).toMatchObject({ videoroom: 'joined', id: 5 });
    const err = await h.message({ request: 'join', ptype: 'subscriber', room: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JanusRequestError);
    expect((err as JanusRequestError).code).toBe(428);
    // Janus's own errors (a refused token) reject too.
    await expect(session.send({ janus: 'bogus' }, 'success')).rejects.toMatchObject({ code: 403 });
  });

  it('hands a handle its events, and says when Janus drops the session', async () => {
    const { fake, session } = await connected();
    const h = await session.attach();
    const events: string[] = [];
    h.onEvent = (f) => events.push(f.janus);
    fake.push({ janus: 'webrtcup', session_id: 11, sender: 22 });
    fake.push({ janus: 'hangup', session_id: 11, sender: 22, reason: 'DTLS alert' });
    expect(events).toEqual(['webrtcup', 'hangup']);
    const dropped = vi.fn();
    session.onClose = dropped;
    fake.push({ janus: 'timeout', session_id: 11 });
    expect(dropped).toHaveBeenCalledOnce();
    expect(fake.closed).toBe(true);
    await expect(session.attach()).rejects.toThrow(/closed/);
  });

  it('keeps the session alive every 25 seconds', async () => {
    vi.useFakeTimers();
    const pending = connected();
    await vi.advanceTimersByTimeAsync(10);
    const { fake } = await pending;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(fake.sent.filter((r) => r.janus === 'keepalive')).toHaveLength(1);
    expect(fake.sent.at(-1)).toMatchObject({ janus: 'keepalive', session_id: 11, token: 'tok-1' });
  });
});
