import { CHAT_ERRORS } from '@lingbridge/contracts/chat';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { IMAGE_ERRORS } from '../src/files/images';
import { UPLOAD_ERRORS } from '../src/files/multipart';
import { chatRoom, demoMp4, form, isErrorShape, png, pngBomb, post, SRT, wav } from './files-helpers';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';
import { chineseArticle } from './reading-helpers';

let env: TestEnv;

type Part = Parameters<typeof form>[0][number];
type Route = {
  name: string;
  url: string;
  token: string;
  /** Fields sent beside the file. */
  fields: Part[];
  good: Part;
  status: number;
  limit: keyof Config;
};
const routes: Route[] = [];

beforeAll(async () => {
  env = await getTestEnv();
  const member = await createUser(env.ctx);
  const friend = await createUser(env.ctx);
  const admin = await createUser(env.ctx, { role: 'Admin' });
  const roomId = await chatRoom(env.ctx, member, friend);
  const article = await call(env.app, { method: 'POST', url: '/api/v1/article', token: admin.token, payload: chineseArticle() });
  const number = 50_000 + Math.floor(Math.random() * 40_000);
  const magazine = await call(env.app, {
    method: 'POST',
    url: '/api/v1/magazine',
    token: admin.token,
    payload: { number, title: `Issue ${number}`, issue_date: '2026-05-01' },
  });
  const image: Part = { name: 'file', filename: 'me.png', type: 'image/png', bytes: await png() };
  routes.push(
    { name: 'avatar', url: '/api/v1/user/avatar', token: member.token, fields: [], good: image, status: 200, limit: 'avatarMaxBytes' },
    {
      name: 'chat file',
      url: '/api/v1/chat/file',
      token: member.token,
      fields: [{ name: 'chat_room_id', value: String(roomId) }],
      good: image,
      status: 200,
      limit: 'chatFileMaxBytes',
    },
    {
      name: 'video file',
      url: '/api/v1/video/file',
      token: member.token,
      fields: [],
      good: { name: 'file', filename: 'talk.mp4', type: 'video/mp4', bytes: demoMp4() },
      status: 201,
      limit: 'videoUploadMaxBytes',
    },
    {
      name: 'article audio',
      url: `/api/v1/article/${article.body.id}/audio`,
      token: admin.token,
      fields: [],
      good: { name: 'file', filename: 'voice.wav', type: 'audio/wav', bytes: wav() },
      status: 200,
      limit: 'readingAudioMaxBytes',
    },
    {
      name: 'article cover',
      url: `/api/v1/article/${article.body.id}/cover`,
      token: admin.token,
      fields: [],
      good: image,
      status: 200,
      limit: 'avatarMaxBytes',
    },
    {
      name: 'magazine cover',
      url: `/api/v1/magazine/${magazine.body.id}/cover`,
      token: admin.token,
      fields: [],
      good: image,
      status: 200,
      limit: 'avatarMaxBytes',
    },
  );
  // The first file of a worker also starts its database: generous on a busy machine.
}, 180_000);

/** Runs `fn` with one size limit lowered, so an oversized upload stays small in the test. */
async function withLimit<T>(key: keyof Config, bytes: number, fn: () => Promise<T>) {
  const config = env.ctx.config as Record<string, unknown>;
  const before = config[key];
  config[key] = bytes;
  try {
    return await fn();
  } finally {
    config[key] = before;
  }
}

describe('the six upload routes refuse bad uploads in the error shape, never with a 500', () => {
  const each = (name: string, fn: (r: Route) => Promise<void>) =>
    it(name, async () => {
      for (const r of routes) {
        try {
          await fn(r);
        } catch (err) {
          (err as Error).message = `${r.name} (${r.url}): ${(err as Error).message}`;
          throw err;
        }
      }
    });

  each('accepts a good file', async (r) => {
    const res = await post(env.app, r.url, r.token, form([...r.fields, r.good]));
    expect(res.status, JSON.stringify(res.body)).toBe(r.status);
  });

  each('answers 415 to a body that is not multipart', async (r) => {
    const json = await call(env.app, { method: 'POST', url: r.url, token: r.token, payload: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(isErrorShape(json.body)).toBe(true);
    const text = await post(env.app, r.url, r.token, { payload: 'just text', headers: { 'content-type': 'text/plain' } });
    expect(text).toMatchObject({ status: 415, body: { detail: UPLOAD_ERRORS.notMultipart } });
    const none = await call(env.app, { method: 'POST', url: r.url, token: r.token });
    expect(none.status).toBe(415);
  });

  each('answers 422 to malformed multipart: no boundary, no closing boundary, a cut-off body', async (r) => {
    const ok = form([...r.fields, r.good]);
    const noBoundary = await post(env.app, r.url, r.token, { payload: ok.payload, headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status, JSON.stringify(noBoundary.body)).toBe(422);
    expect(noBoundary.body.detail).toBe(UPLOAD_ERRORS.malformed);
    const unclosed = ok.payload.subarray(0, ok.payload.length - `--${ok.boundary}--\r\n`.length);
    const noEnd = await post(env.app, r.url, r.token, { payload: unclosed, headers: ok.headers });
    expect(noEnd.status, JSON.stringify(noEnd.body)).toBe(422);
    expect(isErrorShape(noEnd.body)).toBe(true);
    const cut = await post(env.app, r.url, r.token, { payload: ok.payload.subarray(0, ok.payload.length - 60), headers: ok.headers });
    expect(cut.status, JSON.stringify(cut.body)).toBe(422);
    expect(isErrorShape(cut.body)).toBe(true);
    const garbage = await post(env.app, r.url, r.token, { payload: Buffer.from('\x00\x01 no parts here'), headers: ok.headers });
    expect(garbage.status).toBe(422);
  });

  each('answers 422 to a missing, empty or wrongly typed file', async (r) => {
    const missing = await post(env.app, r.url, r.token, form([...r.fields, { name: 'other', value: 'x' }]));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ path: 'file', message: 'Field required' }]);
    const empty = await post(env.app, r.url, r.token, form([...r.fields, { ...r.good, bytes: Buffer.alloc(0) }]));
    expect(empty.status).toBe(422);
    expect(isErrorShape(empty.body)).toBe(true);
    // A program named like the expected file: the type is read from the content, never the name.
    const fake = { ...r.good, bytes: Buffer.from('MZ\x90\x00 this is not what the name says'.repeat(20)) };
    const wrong = await post(env.app, r.url, r.token, form([...r.fields, fake]));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ path: 'file', message: 'Unsupported file type' }]);
  });

  each('answers 413 to an oversized file', async (r) => {
    const big = { ...r.good, bytes: Buffer.concat([r.good.bytes!, Buffer.alloc(4096)]) };
    const res = await withLimit(r.limit, 2048, () => post(env.app, r.url, r.token, form([...r.fields, big])));
    expect(res).toMatchObject({ status: 413, body: { detail: 'File size exceeds the limit' } });
  });
});

describe('images are re-encoded under a pixel limit', () => {
  it('refuses a 20000×20000 PNG in the chat (a 400-megapixel bomb) and re-encodes chat photos', async () => {
    const a = await createUser(env.ctx);
    const b = await createUser(env.ctx);
    const roomId = await chatRoom(env.ctx, a, b);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const send = (bytes: Buffer, filename = 'photo.png') =>
      post(
        env.app,
        '/api/v1/chat/file',
        a.token,
        form([
          { name: 'chat_room_id', value: String(roomId) },
          { name: 'file', filename, type: 'image/png', bytes },
        ]),
      );
    expect(await send(bomb)).toMatchObject({ status: 422, body: { detail: IMAGE_ERRORS.tooLarge } });
    for (const avatarLike of ['/api/v1/user/avatar']) {
      const res = await post(env.app, avatarLike, a.token, form([{ name: 'file', filename: 'bomb.png', type: 'image/png', bytes: bomb }]));
      expect(res).toMatchObject({ status: 422, body: { detail: IMAGE_ERRORS.tooLarge } });
    }
    // A large photo with its camera's metadata: made smaller and stripped before anyone sees it.
    const photo = await sharp({ create: { width: 5000, height: 300, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .toBuffer();
    const up = await send(photo, 'wide.jpg');
    expect(up.status).toBe(200);
    const got = await call(env.app, { method: 'GET', url: `/api/v1/chat/file/storage/${up.body.file_id}`, token: b.token });
    const meta = await sharp(got.raw.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 4096 });
    expect(meta.exif).toBeUndefined();
    const broken = await send(Buffer.concat([(await png()).subarray(0, 40)]), 'broken.png');
    expect(broken).toMatchObject({ status: 422, body: { detail: IMAGE_ERRORS.unreadable } });
  });

  it('keeps the chat rules: membership before content, text only under a text name', async () => {
    const a = await createUser(env.ctx);
    const b = await createUser(env.ctx);
    const stranger = await createUser(env.ctx);
    const roomId = await chatRoom(env.ctx, a, b);
    const body = (bytes: Buffer, filename: string) =>
      form([
        { name: 'chat_room_id', value: String(roomId) },
        { name: 'file', filename, type: 'application/octet-stream', bytes },
      ]);
    expect((await post(env.app, '/api/v1/chat/file', stranger.token, body(Buffer.from('MZ junk'), 'x.exe'))).status).toBe(404);
    expect(await post(env.app, '/api/v1/chat/file', a.token, body(Buffer.from('plain words\n'), 'notes.exe'))).toMatchObject({
      status: 422,
      body: { detail: CHAT_ERRORS.fileType },
    });
    const notes = await post(env.app, '/api/v1/chat/file', a.token, body(Buffer.from('生词: 图书馆\n'), 'notes.md'));
    expect(notes.status).toBe(200);
    const got = await call(env.app, { method: 'GET', url: `/api/v1/chat/file/storage/${notes.body.file_id}`, token: b.token });
    expect(got.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(got.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('cuts a long file name at 100 characters, keeping an emoji at the cut whole (not half of it, stored as U+FFFD)', async () => {
    const a = await createUser(env.ctx);
    const b = await createUser(env.ctx);
    const roomId = await chatRoom(env.ctx, a, b);
    const name = `${'a'.repeat(99)}😀 and more.png`;
    const up = await post(
      env.app,
      '/api/v1/chat/file',
      a.token,
      form([
        { name: 'chat_room_id', value: String(roomId) },
        { name: 'file', filename: name, type: 'image/png', bytes: await png() },
      ]),
    );
    expect(up).toMatchObject({ status: 200, body: { filename: `${'a'.repeat(99)}😀` } });
  });

  it('stores caption files as captions, refusing ones that do not parse', async () => {
    const a = await createUser(env.ctx);
    const up = await post(env.app, '/api/v1/video/file', a.token, form([{ name: 'file', filename: 'talk.srt', bytes: SRT }]));
    expect(up).toMatchObject({ status: 201, body: { kind: 'captions', filename: 'talk.srt' } });
    // WebVTT is one text format file-type recognises by content: still captions by its name.
    const vtt = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nHola.\n');
    const web = await post(env.app, '/api/v1/video/file', a.token, form([{ name: 'file', filename: 'talk.vtt', bytes: vtt }]));
    expect(web).toMatchObject({ status: 201, body: { kind: 'captions', filename: 'talk.vtt' } });
    const bad = await post(env.app, '/api/v1/video/file', a.token, form([{ name: 'file', filename: 'talk.vtt', bytes: Buffer.from('not captions at all') }]));
    expect(bad.status).toBe(422);
  });
});
