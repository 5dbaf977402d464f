import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { quizTier } from '@lingbridge/contracts/quizzes';
import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';
import { chineseArticle, createArticle, readingRoles, spanishArticle } from './reading-helpers';

const { app, ctx } = await getTestEnv();
const roles = await readingRoles(ctx);
const zhId = await createArticle(app, roles.admin.token, chineseArticle({ is_free: true }));
const esId = await createArticle(app, roles.admin.token, spanishArticle({ is_free: true }));

const has = (cmd: string) => {
  try {
    execFileSync('which', [cmd], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('cloze test', () => {
  it('gives blanks without answers and a mixed word bank, then scores the answers', async () => {
    const res = await call(app, { method: 'GET', url: `/api/v1/article/${zhId}/cloze` });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { index: 0, before: '我每天下午去', after: '看书。' },
      { index: 1, before: '图书馆很', after: '。' },
    ]);
    expect([...res.body.word_bank].sort()).toEqual(['图书馆', '学校', '安静'].sort());
    expect(JSON.stringify(res.body)).not.toContain('{{');
    const score = await call(app, {
      method: 'POST',
      url: `/api/v1/article/${zhId}/cloze/answers`,
      payload: {
        answers: [
          { index: 0, answer: '图书馆' },
          { index: 1, answer: '学校' },
        ],
      },
    });
    expect(score.body).toEqual({
      score: 1,
      total: 2,
      results: [
        { index: 0, correct: true, expected: '图书馆' },
        { index: 1, correct: false, expected: '安静' },
      ],
    });
  });
});

describe('cloze test with one word in two blanks', () => {
  it('has the word in the bank once per blank, so every blank can be filled and all be right', async () => {
    const id = await createArticle(
      app,
      roles.admin.token,
      spanishArticle({
        is_free: true,
        cloze: {
          items: [{ text: 'Ana va al {{mercado}} los sábados.' }, { text: 'Luis va al {{mercado}} también.' }],
          distractors: ['parque', 'mercado', 'parque'],
        },
      }),
    );
    const res = await call(app, { method: 'GET', url: `/api/v1/article/${id}/cloze` });
    expect([...res.body.word_bank].sort()).toEqual(['mercado', 'mercado', 'parque']);
    const score = await call(app, {
      method: 'POST',
      url: `/api/v1/article/${id}/cloze/answers`,
      payload: { answers: res.body.items.map((it: { index: number }) => ({ index: it.index, answer: 'mercado' })) },
    });
    expect(score.body).toMatchObject({ score: 2, total: 2 });
  });
});

describe('quiz after an article', () => {
  it('has the four tiers of spec 02 §4', () => {
    expect([quizTier(0, 3), quizTier(1, 3), quizTier(2, 3), quizTier(3, 3)]).toEqual(['zero', 'low', 'high', 'perfect']);
  });

  it('needs an account to keep attempts', async () => {
    const res = await call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts`, payload: {} });
    expect(res.status).toBe(401);
  });

  it('starts one attempt when the start is sent several times at once', async () => {
    const u = await createUser(ctx);
    const starts = await Promise.all(
      Array.from({ length: 6 }, () => call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts`, token: u.token, payload: {} })),
    );
    expect(starts.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(starts.map((r) => r.body.id)).size).toBe(1);
  });

  it('continues an unfinished attempt, restarts on request, and scores the finished one', async () => {
    const u = await createUser(ctx);
    const quiz = await call(app, { method: 'GET', url: `/api/v1/article/${zhId}/quiz`, token: u.token });
    expect(quiz.body.questions.length).toBe(3);
    expect(JSON.stringify(quiz.body.questions)).not.toContain('answer');
    expect(quiz.body.unfinished).toBeNull();
    const a1 = await call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts`, token: u.token, payload: {} });
    expect(a1.status).toBe(201);
    const answer = (attempt: number, question: number, choice: number) =>
      call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts/${attempt}/answers`, token: u.token, payload: { question, choice } });
    const r = await answer(a1.body.id, 0, 1);
    expect(r.body).toMatchObject({ correct: true, correct_choice: 1 });
    expect((await answer(a1.body.id, 0, 0)).status).toBe(409);
    // "The previous quiz has not been finished": it comes back with the quiz.
    const again = await call(app, { method: 'GET', url: `/api/v1/article/${zhId}/quiz`, token: u.token });
    expect(again.body.unfinished).toMatchObject({ id: a1.body.id, answers: [1, null, null] });
    const cont = await call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts`, token: u.token, payload: { restart: false } });
    expect(cont.status).toBe(200);
    expect(cont.body.id).toBe(a1.body.id);
    const fresh = await call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts`, token: u.token, payload: { restart: true } });
    expect(fresh.status).toBe(201);
    expect(fresh.body.answers).toEqual([null, null, null]);
    expect((await answer(a1.body.id, 1, 0)).status).toBe(409);
    await answer(fresh.body.id, 0, 1);
    await answer(fresh.body.id, 1, 1);
    const last = await answer(fresh.body.id, 2, 1);
    expect(last.body.attempt.finished).toBe(true);
    expect(last.body.attempt.result).toEqual({ score_value: 2, questions_length: 3, successRate: 67, tier: 'high' });
    const after = await call(app, { method: 'GET', url: `/api/v1/article/${zhId}/quiz`, token: u.token });
    expect(after.body.unfinished).toBeNull();
    expect(after.body.last_result.tier).toBe('high');
  });

  it('starting a quiz needs no body: POST …/quiz/attempts without one continues or starts (restart defaults to false)', async () => {
    const u = await createUser(ctx);
    const first = await call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts`, token: u.token });
    expect(first).toMatchObject({ status: 201, body: { answers: [null, null, null], finished: false } });
    const again = await call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts`, token: u.token });
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id } });
    // A required body is still required.
    const answer = await call(app, { method: 'POST', url: `/api/v1/article/${zhId}/quiz/attempts/${first.body.id}/answers`, token: u.token });
    expect(answer.status).toBe(422);
  });

  it("another user's attempt is not found", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const att = await call(app, { method: 'POST', url: `/api/v1/article/${esId}/quiz/attempts`, token: a.token, payload: {} });
    const res = await call(app, {
      method: 'POST',
      url: `/api/v1/article/${esId}/quiz/attempts/${att.body.id}/answers`,
      token: b.token,
      payload: { question: 0, choice: 0 },
    });
    expect(res.status).toBe(404);
  });
});

describe('downloads: PDF and Word hold the text', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-read-doc-'));
  const fetchDoc = async (id: number, q: string) => {
    const res = await call(app, { method: 'GET', url: `/api/v1/article/${id}/download?${q}` });
    expect(res.status).toBe(200);
    return res;
  };

  it.skipIf(!has('pdftotext') || !fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'))(
    'a Chinese PDF embeds the CJK font, with pinyin and key vocabulary',
    async () => {
      const res = await fetchDoc(zhId, 'format=pdf&pinyin=true');
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
      const file = path.join(tmp, 'zh.pdf');
      fs.writeFileSync(file, res.raw.rawPayload);
      expect(execFileSync('pdffonts', [file]).toString()).toMatch(/NotoSansCJK/);
      const text = execFileSync('pdftotext', [file, '-']).toString();
      expect(text).toContain('我每天下午去图书馆看书');
      expect(text).toContain('túshūguǎn'.normalize('NFC').slice(0, 2));
      expect(text).toMatch(/tú\s*shū\s*guǎn/);
      expect(text).toContain('Key vocabulary');
      expect(text).toContain('安静');
    },
  );

  it('a Word file holds the text', async () => {
    const res = await fetchDoc(esId, 'format=docx&translation=true');
    expect(res.headers['content-type']).toContain('wordprocessingml');
    const bytes = res.raw.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const file = path.join(tmp, 'es.docx');
    fs.writeFileSync(file, bytes);
    if (!has('unzip')) return;
    const xml = execFileSync('unzip', ['-p', file, 'word/document.xml']).toString();
    const text = xml.replace(/<[^>]+>/g, '');
    expect(text).toContain('Ana va al mercado los sábados.');
    expect(text).toContain('Ana goes to the market on Saturdays.');
    expect(text).toContain('Key vocabulary');
  });

  it('a Chinese Word file holds the characters; a bad format is 422', async () => {
    const res = await fetchDoc(zhId, 'format=docx&pinyin=true');
    const file = path.join(tmp, 'zh.docx');
    fs.writeFileSync(file, res.raw.rawPayload);
    if (has('unzip')) expect(execFileSync('unzip', ['-p', file, 'word/document.xml']).toString()).toContain('图书馆很安静。');
    expect((await call(app, { method: 'GET', url: `/api/v1/article/${zhId}/download?format=txt` })).status).toBe(422);
  });
});
