import { CHAT_ERRORS, CHAT_FILES_PLACEHOLDER } from '@lingbridge/contracts/chat';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChatClient, listeningUrl, multipartBody, PNG } from './chat-helpers';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
let base: string;

beforeAll(async () => {
  env = await getTestEnv();
  base = await listeningUrl(env);
});

async function room() {
  const a = await createUser(env.ctx);
  const b = await createUser(env.ctx);
  const ca = await ChatClient.open(base, a.token);
  const cb = await ChatClient.open(base, b.token);
  const created = await ca.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [b.user.id] });
  return { a, b, ca, cb, roomId: created.response.id as number };
}

const upload = (token: string, roomId: number | string, file: { filename: string; type: string; bytes: Buffer }) =>
  call(env.app, {
    method: 'POST',
    url: '/api/v1/chat/file',
    token,
    ...multipartBody([
      { name: 'chat_room_id', value: String(roomId) },
      { name: 'file', ...file },
    ]),
  });

describe('chat files', () => {
  it('uploads to a room, sends with the placeholder text, serves to members only', async () => {
    const { a, b, ca, cb, roomId } = await room();
    const up = await upload(a.token, roomId, { filename: 'C:\\tmp\\我的 <photo>?.png', type: 'image/png', bytes: PNG });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ file_id: expect.stringMatching(/\.png$/), filename: '我的 photo.png' });
    const ack = await ca.request({ command: 'SendMessage', chat_room_id: roomId, text: '', file_links: [up.body.file_id] });
    expect(ack.response).toMatchObject({
      text: CHAT_FILES_PLACEHOLDER,
      file_links: [up.body.file_id],
      // Images are re-encoded (issue 12 item 17), so the size is the stored copy's.
      files: [{ file_id: up.body.file_id, filename: '我的 photo.png', mime: 'image/png', size: expect.any(Number) }],
    });
    expect((await cb.next((f) => f.command === 'ReceiveMessage')).response.files).toHaveLength(1);
    const got = await call(env.app, { method: 'GET', url: `/api/v1/chat/file/storage/${up.body.file_id}`, token: b.token });
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const served = await sharp(got.raw.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'png', width: (await sharp(PNG).metadata()).width });
    const stranger = await createUser(env.ctx);
    expect((await call(env.app, { method: 'GET', url: `/api/v1/chat/file/storage/${up.body.file_id}`, token: stranger.token })).status).toBe(404);
    expect((await call(env.app, { method: 'GET', url: `/api/v1/chat/file/storage/${up.body.file_id}` })).status).toBe(401);
  });

  it("links only to the room's own files", async () => {
    const one = await room();
    const two = await room();
    const up = await upload(two.a.token, two.roomId, { filename: 'x.png', type: 'image/png', bytes: PNG });
    const res = await one.ca.request({ command: 'SendMessage', chat_room_id: one.roomId, text: 'look', file_links: [up.body.file_id] });
    expect(res).toMatchObject({ status: 'error', response: { detail: CHAT_ERRORS.foreignFile } });
    const fake = await one.ca.request({ command: 'SendMessage', chat_room_id: one.roomId, text: 'x', file_links: ['javascript:alert(1)'] });
    expect(fake.status).toBe('error');
  });

  it('checks membership, type by content and size', async () => {
    const { a, roomId } = await room();
    const stranger = await createUser(env.ctx);
    expect((await upload(stranger.token, roomId, { filename: 'x.png', type: 'image/png', bytes: PNG })).status).toBe(404);
    const exe = await upload(a.token, roomId, { filename: 'cat.png', type: 'image/png', bytes: Buffer.from('MZ\x90\x00 not really an image') });
    expect(exe).toMatchObject({ status: 422, body: { detail: CHAT_ERRORS.fileType } });
    const text = await upload(a.token, roomId, { filename: 'notes.txt', type: 'text/plain', bytes: Buffer.from('生词: 图书馆\n') });
    expect(text.status).toBe(200);
    const big = Buffer.concat([PNG, Buffer.alloc(env.ctx.config.chatFileMaxBytes + 10)]);
    expect(await upload(a.token, roomId, { filename: 'big.png', type: 'image/png', bytes: big })).toMatchObject({
      status: 413,
      body: { detail: 'File size exceeds the limit' },
    });
    const noRoom = await call(env.app, {
      method: 'POST',
      url: '/api/v1/chat/file',
      token: a.token,
      ...multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', bytes: PNG }]),
    });
    expect(noRoom.status).toBe(422);
  });
});
