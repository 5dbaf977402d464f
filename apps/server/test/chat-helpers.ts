import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { TestEnv } from './helpers';

/** The shared test app, listening on a loopback port (once per worker), for real socket clients. */
export async function listeningUrl(env: TestEnv) {
  if (!env.app.server.listening) await env.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
  const { port } = env.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

export type Frame = { command: string; status: 'success' | 'error'; response: any };

/** A chat socket client that records every frame, so tests can wait for the one they expect. */
export class ChatClient {
  frames: Frame[] = [];
  closed: Promise<{ code: number; reason: string }>;
  private waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private closeInfo: { code: number; reason: string } | null = null;

  constructor(public ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      const i = this.waiters.findIndex((w) => w.pred(frame));
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(frame);
      else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        this.closeInfo = { code, reason: reason.toString() };
        resolve(this.closeInfo);
      }),
    );
  }

  static async open(base: string, token: string | null, path = '/api/v1/chat') {
    const ws = new WebSocket(`${base}${path}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`);
    const client = new ChatClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  get isOpen() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) that matches; consumed. */
  next(pred: (f: Frame) => boolean = () => true, timeoutMs = 5_000): Promise<Frame> {
    const i = this.frames.findIndex(pred);
    if (i >= 0) return Promise.resolve(this.frames.splice(i, 1)[0]);
    return new Promise((resolve, reject) => {
      const w = {
        pred,
        resolve: (f: Frame) => {
          clearTimeout(timer);
          resolve(f);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames).slice(0, 500)}`));
      }, timeoutMs);
      this.waiters.push(w);
    });
  }

  /** Sends a command and waits for the answer with the same command name. */
  async request(frame: Record<string, unknown> & { command: string }, timeoutMs = 5_000) {
    this.send(frame);
    return this.next((f) => f.command === frame.command, timeoutMs);
  }

  /** True if no frame matching arrives within `ms`. */
  async none(pred: (f: Frame) => boolean, ms = 300) {
    await new Promise((r) => setTimeout(r, ms));
    return !this.frames.some(pred);
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

export function multipartBody(parts: { name: string; value?: string; filename?: string; type?: string; bytes?: Buffer }[]) {
  const boundary = '----lbchat' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = p.filename ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), p.bytes ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
