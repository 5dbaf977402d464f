import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createRoom } from '../src/features/chat/service';
import type { AppContext } from '../src/context';
import { call } from './helpers';

/** One multipart part: a text field, or a file. */
type Part = { name: string; value?: string; filename?: string; type?: string; bytes?: Buffer };

/** A well-formed multipart body for app.inject. */
export function form(parts: Part[]) {
  const boundary = `----lbfiles${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = p.filename !== undefined ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(p.bytes ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real PNG of the given size. */
export const png = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/**
 * A decompression bomb: a valid 20000×20000 PNG (1-bit grey, all black) of about 50 KB that a
 * browser would decode into 400 megapixels (issue 12 item 17).
 */
export function pngBomb(side = 20_000) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A short silent WAV (8 kHz, 8-bit mono). */
export function wav(seconds = 0.1) {
  const samples = Math.round(8000 * seconds);
  const b = Buffer.alloc(44 + samples);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples, 40);
  b.fill(128, 44);
  return b;
}

/** The committed English demo video (a real MP4 of about 300 KB). */
export const demoMp4 = () => fs.readFileSync(path.resolve(import.meta.dirname, '../src/seed-content/watch/demo-en.mp4'));

export const SRT = Buffer.from('1\n00:00:00,000 --> 00:00:01,500\nHello there.\n\n2\n00:00:01,500 --> 00:00:03,000\nHow are you?\n');

/** An individual chat room of two users (created as the chat socket would). */
export async function chatRoom(ctx: AppContext, a: { user: Parameters<typeof createRoom>[1] }, b: { user: { id: number } }) {
  const { room } = await createRoom(ctx, a.user, { room_type: 'Individual', user_ids: [b.user.id] });
  return room.id;
}

/** POST a multipart body to an upload route. */
export const post = (app: FastifyInstance, url: string, token: string | undefined, body: { payload: Buffer | string; headers: Record<string, string> }) =>
  call(app, { method: 'POST', url, token, payload: body.payload, headers: body.headers });

/** The error shape of decision 0006: `detail`, and `errors` only as a list of {path, message}. */
export function isErrorShape(body: unknown) {
  if (!body || typeof body !== 'object') return false;
  const keys = Object.keys(body);
  const b = body as { detail?: unknown; errors?: unknown };
  if (typeof b.detail !== 'string' || keys.some((k) => k !== 'detail' && k !== 'errors')) return false;
  return b.errors === undefined || (Array.isArray(b.errors) && b.errors.every((e) => typeof e?.path === 'string' && typeof e?.message === 'string'));
}
