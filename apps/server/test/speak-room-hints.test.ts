import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROOM_ERRORS } from '@lingbridge/contracts/speak-signal';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';

// Issue 15: AI hints for a player who is stuck (decision 0121): the phrase bank by default, with
// pinyin for Chinese; an OpenAI-compatible model when configured (a local double of that API here).
const { app, ctx } = await getTestEnv();
const admin = await createUser(ctx, { role: 'Admin' });
type User = Awaited<ReturnType<typeof createUser>>;

async function event(owner: User, over: Record<string, unknown>) {
  const r = await call(app, {
    method: 'POST',
    url: '/api/v1/debate',
    token: owner.token,
    payload: {
      title: 'Should pupils wear uniforms?',
      debate_type: 'debate',
      start_time: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      duration: 45,
      language: 'Simplified_Chinese',
      level: 'Intermediate',
      description: 'A friendly debate.',
      max_players: 2,
      max_judges: 0,
      ...over,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  await call(app, { method: 'PATCH', url: `/api/v1/debate/${r.body.id}`, token: admin.token, payload: { verify_status: 'success' } });
  return r.body.id as number;
}
const hints = (id: number, u: User | null, step = 'round1_opp') =>
  call(app, { method: 'GET', url: `/api/v1/debate/${id}/hints?step=${step}`, token: u?.token });

let model: http.Server | null = null;
afterAll(() => model?.close());

describe('hints in the Speak Room', async () => {
  const owner = await createUser(ctx);
  const zh = await event(owner, { title_cn: '学生应该穿校服吗？' });
  const es = await event(owner, { language: 'Spanish', title: '¿Deben los alumnos llevar uniforme escolar?' });

  it('answers phrases for the moment with pinyin, and key words of the topic, in the event’s language', async () => {
    const r = await hints(zh, owner);
    expect(r.status).toBe(200);
    expect(r.body.source).toBe('bank');
    expect(r.body.phrases[0]).toEqual({
      text: '我不太同意对方的观点。',
      pinyin: 'wǒ bú tài tóngyì duìfāng de guāndiǎn.',
      meaning: 'I do not quite agree with the other side.',
    });
    expect(r.body.key_words.map((w: { text: string }) => w.text)).toEqual(expect.arrayContaining(['学生', '校服']));
    expect(r.body.key_words.every((w: { pinyin: string | null }) => w.pinyin)).toBe(true);
    const opening = await hints(zh, owner, 'opening');
    expect(opening.body.phrases[0].text).toBe('我想先说一下我的看法。');

    const spanish = await hints(es, owner, 'judges_voting');
    expect(spanish.body.phrases[0]).toEqual({ text: 'Los argumentos a favor fueron más claros.', pinyin: null, meaning: 'The arguments for were clearer.' });
    expect(spanish.body.key_words.map((w: { text: string }) => w.text)).toEqual(expect.arrayContaining(['alumnos', 'uniforme']));
  });

  it('is for the people of the room: a visitor signs in, an outsider is refused, a step that does not exist is refused', async () => {
    expect((await hints(zh, null)).status).toBe(401);
    const outsider = await createUser(ctx);
    const r = await hints(zh, outsider);
    expect(r.status).toBe(403);
    expect(r.body.detail).toBe(ROOM_ERRORS.cannotConnect);
    expect((await hints(zh, owner, 'nap_time')).status).toBe(422);
  });

  it('asks the configured model, adds pinyin to its phrases, and falls back to the bank when it fails', async () => {
    let status = 200;
    let asked: { model: string; messages: { content: string }[] } | null = null;
    model = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        asked = JSON.parse(body);
        res.writeHead(status, { 'content-type': 'application/json' });
        const content =
          '```json\n{"phrases":[{"text":"我同意你的看法。","meaning":"I agree with you."}],"key_words":[{"text":"校服","meaning":"school uniform"}]}\n```';
        res.end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((r) => model!.listen(0, '127.0.0.1', r));
    const saved = ctx.config.hintsLlm;
    ctx.config.hintsLlm = { baseUrl: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`, apiKey: 'k', model: 'tiny' };
    try {
      const r = await hints(zh, owner);
      expect(r.body).toEqual({
        source: 'llm',
        phrases: [{ text: '我同意你的看法。', pinyin: 'wǒ tóngyì nǐ de kànfǎ.', meaning: 'I agree with you.' }],
        key_words: [{ text: '校服', pinyin: 'xiàofú', meaning: 'school uniform' }],
      });
      expect(asked!.model).toBe('tiny');
      expect(asked!.messages[1].content).toContain('Should pupils wear uniforms?');
      status = 500;
      expect((await hints(zh, owner)).body.source).toBe('bank');
    } finally {
      ctx.config.hintsLlm = saved;
    }
  });
});
