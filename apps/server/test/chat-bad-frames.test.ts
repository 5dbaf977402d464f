import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_ERRORS } from '../src/plugins/validation';
import { ChatClient, listeningUrl } from './chat-helpers';
import { call, createUser, getTestEnv, type TestEnv } from './helpers';

// Issue 12 item 11: each chat frame succeeds or fails on its own.
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
  const created = await ca.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [b.user.id] });
  expect(created.status).toBe('success');
  return { b, ca, roomId: created.response.id as number };
}

const history = async (roomId: number, token: string) =>
  (await call(env.app, { method: 'GET', url: `/api/v1/chat/${roomId}/messages`, token })).body.items.map((m: { text: string }) => m.text);

describe('chat socket: a bad frame in a burst fails alone', () => {
  it('five frames back to back with a NUL in the third: four stored and acknowledged, the third refused with its client_id', async () => {
    const { b, ca, roomId } = await room();
    const texts = ['one', 'two', 'th\u0000ree', 'four', 'five'];
    // One write per frame, back to back, before any answer.
    for (const [i, text] of texts.entries()) ca.send({ command: 'SendMessage', chat_room_id: roomId, text, file_links: [], client_id: `five-${i}` });
    const answers = [];
    for (let i = 0; i < texts.length; i++) answers.push(await ca.next((f) => f.command === 'SendMessage'));
    expect(answers.map((a) => a.response.client_id)).toEqual(texts.map((_, i) => `five-${i}`));
    expect(answers.map((a) => a.status)).toEqual(['success', 'success', 'error', 'success', 'success']);
    expect(answers[2].response).toMatchObject({ detail: TEXT_ERRORS.nul, errors: [{ path: 'text', message: TEXT_ERRORS.nul }] });
    expect(await history(roomId, b.token)).toEqual(['one', 'two', 'four', 'five']);
    expect(ca.frames.filter((f) => f.command === 'Error')).toEqual([]);
  });

  it('a lone surrogate is a validation error, not "Chat room not found", and is not stored', async () => {
    const { b, ca, roomId } = await room();
    const frame = (text: string, id: string) => `{"command":"SendMessage","chat_room_id":${roomId},"text":"${text}","file_links":[],"client_id":"${id}"}`;
    ca.send(frame('before', 's-0'));
    ca.send(frame('half \\ud83d a smile', 's-1'));
    ca.send(frame('after', 's-2'));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await ca.next((f) => f.command === 'SendMessage'));
    expect(answers.map((a) => a.status)).toEqual(['success', 'error', 'success']);
    expect(answers[1].response).toMatchObject({ detail: TEXT_ERRORS.surrogate, client_id: 's-1' });
    expect(answers[2].response).toMatchObject({ text: 'after', client_id: 's-2' });
    expect(await history(roomId, b.token)).toEqual(['before', 'after']);
  });

  it('a receipt or room frame with a NUL in an unknown field is refused on its own too', async () => {
    const { ca } = await room();
    const answer = await ca.request({ command: 'GetChatRoom', chat_room_id: 1, note: 'a\u0000b' });
    expect(answer).toMatchObject({ status: 'error', response: { detail: TEXT_ERRORS.nul, errors: [{ path: 'note' }] } });
  });
});
