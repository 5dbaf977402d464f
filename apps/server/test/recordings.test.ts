import { DEFAULT_RECORDING_TITLE, RECORDING_ERRORS } from '@lingbridge/contracts/recordings';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audioRecordings, files } from '../src/db/schema';
import { call, getTestEnv } from './helpers';
import { REC, recordingWorld, upload, webmTone } from './recordings-helpers';

const env = await getTestEnv();
const { app, ctx } = env;
const w = await recordingWorld(app, ctx);
const tone = webmTone(2);

type Who = 'owner' | 'teacher' | 'otherTeacher' | 'other' | 'visitor' | 'admin';
const tokenOf = (who: Who) => (who === 'visitor' ? undefined : w[who].token);
const ROLES: Who[] = ['owner', 'teacher', 'otherTeacher', 'other', 'visitor', 'admin'];

async function newRecording(fields: Record<string, string> = {}) {
  const res = await upload(app, w.owner.token, tone, { article_id: String(w.articleId), ...fields });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; audio_url: string };
}

const storedOf = async (userId: number) => {
  const [r] = await ctx.db.select({ n: count() }).from(audioRecordings).where(eq(audioRecordings.userId, userId));
  const [f] = await ctx.db.select({ n: count() }).from(files).where(eq(files.ownerId, userId));
  return { recordings: r!.n, files: f!.n };
};

describe('POST /audio_recording (02 §7): a learner saves a recording', () => {
  it('keeps it as mp3 titled "New Recording", waiting for a teacher; sentence mode keeps the sentence', async () => {
    const res = await upload(app, w.owner.token, tone, { article_id: String(w.articleId) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: DEFAULT_RECORDING_TITLE,
      status: 'waiting',
      article_id: w.articleId,
      sentence_index: null,
      feedback: null,
      comments: [],
    });
    expect(res.body.duration_ms).toBeGreaterThan(1500);
    expect(res.body.abilities).toEqual(['rename', 'delete']);
    const audio = await call(app, { method: 'GET', url: res.body.audio_url });
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.raw.rawPayload.subarray(0, 3).toString('latin1')).toMatch(/^(ID3|\xff)/);

    const one = await upload(app, w.owner.token, tone, { article_id: String(w.articleId), sentence_index: '1', title: 'Sentence two' });
    expect(one.body).toMatchObject({ sentence_index: 1, title: 'Sentence two' });
    const missingSentence = await upload(app, w.owner.token, tone, { article_id: String(w.articleId), sentence_index: '99' });
    expect(missingSentence).toMatchObject({ status: 422, body: { detail: RECORDING_ERRORS.sentenceNotFound } });
  });

  it('a visitor is told to log in again (401), and nothing is stored', async () => {
    const res = await upload(app, undefined, tone, { article_id: String(w.articleId) });
    expect(res).toMatchObject({ status: 401, body: { detail: 'Unauthorized! Please log in again.' } });
  });

  describe('uploads that are not a recording store nothing', () => {
    let before: { recordings: number; files: number };
    beforeAll(async () => {
      before = await storedOf(w.owner.user.id);
    });
    const cases: [string, () => Buffer | null, number, string][] = [
      ['not audio (a text file)', () => Buffer.from('hello, this is not a recording\n'.repeat(20)), 422, RECORDING_ERRORS.notAudio],
      ['not audio (a PNG named .webm)', () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 422, RECORDING_ERRORS.notAudio],
      ['empty', () => Buffer.alloc(0), 422, RECORDING_ERRORS.empty],
      ['missing', () => null, 422, RECORDING_ERRORS.missing],
      ['truncated (cut off in transit)', () => tone.subarray(0, Math.floor(tone.length / 3)), 422, RECORDING_ERRORS.truncated],
      ['too large', () => Buffer.concat([tone, Buffer.alloc(ctx.config.recordingMaxBytes)]), 413, 'File size exceeds the limit'],
    ];
    it.each(cases)('%s', async (_name, bytes, status, detail) => {
      const res = await upload(app, w.owner.token, bytes(), { article_id: String(w.articleId) });
      expect(res).toMatchObject({ status, body: { detail } });
      expect(await storedOf(w.owner.user.id)).toEqual(before);
    });

    it('errors name the field of 02 §7, audio_file, not the generic "file"', async () => {
      const missing = await upload(app, w.owner.token, null, { article_id: String(w.articleId) });
      expect(missing.body.errors).toEqual([{ path: 'audio_file', message: 'Field required' }]);
      const empty = await upload(app, w.owner.token, Buffer.alloc(0), { article_id: String(w.articleId) });
      expect(empty.body.errors).toEqual([{ path: 'audio_file', message: 'The file is empty' }]);
      const text = await upload(app, w.owner.token, Buffer.from('not a recording\n'.repeat(20)), { article_id: String(w.articleId) });
      expect(text.body.errors).toEqual([{ path: 'audio_file', message: 'Unsupported file type' }]);
      const json = await call(app, { method: 'POST', url: `${REC}/audio_recording`, token: w.owner.token, payload: { article_id: w.articleId } });
      expect(json).toMatchObject({ status: 415, body: { detail: 'The request must be multipart/form-data with the file in the field "audio_file"' } });
      expect(await storedOf(w.owner.user.id)).toEqual(before);
    });

    it('a multipart body cut off mid-file is refused (422) and stores nothing', async () => {
      const boundary = '----lbcut';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="article_id"\r\n\r\n${w.articleId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="audio_file"; filename="r.webm"\r\nContent-Type: audio/webm\r\n\r\n`;
      const payload = Buffer.concat([Buffer.from(head), tone.subarray(0, 2000)]);
      const res = await call(app, {
        method: 'POST',
        url: `${REC}/audio_recording`,
        token: w.owner.token,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.status).toBe(422);
      expect(await storedOf(w.owner.user.id)).toEqual(before);
    });
  });
});

describe('each role against each call (decision 0102)', () => {
  const expectations: Record<string, Record<Who, number>> = {
    listUser: { owner: 200, teacher: 200, otherTeacher: 404, other: 404, visitor: 401, admin: 200 },
    listGroup: { owner: 404, teacher: 200, otherTeacher: 404, other: 404, visitor: 401, admin: 200 },
    audio: { owner: 200, teacher: 200, otherTeacher: 404, other: 404, visitor: 404, admin: 200 },
    rename: { owner: 200, teacher: 403, otherTeacher: 404, other: 404, visitor: 401, admin: 200 },
    comment: { owner: 403, teacher: 200, otherTeacher: 404, other: 404, visitor: 401, admin: 200 },
    review: { owner: 403, teacher: 200, otherTeacher: 404, other: 404, visitor: 401, admin: 200 },
    remove: { owner: 204, teacher: 403, otherTeacher: 404, other: 404, visitor: 401, admin: 204 },
  };

  it.each(ROLES)('GET /audio_recording/user/{id} as %s', async (who) => {
    const rec = await newRecording();
    const res = await call(app, { method: 'GET', url: `${REC}/audio_recording/user/${w.owner.user.id}`, token: tokenOf(who) });
    expect(res.status).toBe(expectations.listUser![who]);
    if (res.status === 200) expect(res.body.items.map((r: { id: number }) => r.id)).toContain(rec.id);
  });

  it('GET /audio_recording/user/{id} of an id no user has: 404 "No user found" to an admin, not an empty list', async () => {
    const res = await call(app, { method: 'GET', url: `${REC}/audio_recording/user/2147483647`, token: tokenOf('admin') });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'No user found' });
  });

  it.each(ROLES)('GET /audio_recording/group/{id} as %s', async (who) => {
    const rec = await newRecording();
    const res = await call(app, { method: 'GET', url: `${REC}/audio_recording/group/${w.group.id}`, token: tokenOf(who) });
    expect(res.status).toBe(expectations.listGroup![who]);
    if (res.status === 200) expect(res.body.items.map((r: { id: number }) => r.id)).toContain(rec.id);
  });

  it.each(ROLES)('GET /audio_recording/audio_file/{id} as %s (by token), with Range', async (who) => {
    const rec = await newRecording();
    const url = `${REC}/audio_recording/audio_file/${rec.id}`;
    const res = await call(app, { method: 'GET', url, token: tokenOf(who), headers: { range: 'bytes=0-99' } });
    const want = expectations.audio![who];
    expect(res.status).toBe(want === 200 ? 206 : want);
    if (want === 200) {
      expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
      expect(res.raw.rawPayload.length).toBe(100);
    }
  });

  it('the signed link plays without a token; a forged one does not', async () => {
    const rec = await newRecording();
    expect((await call(app, { method: 'GET', url: rec.audio_url })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: rec.audio_url.replace(/sig=[^&]+/, 'sig=forged') })).status).toBe(404);
  });

  it.each(ROLES)('PATCH /audio_recording/{id} (rename) as %s', async (who) => {
    const rec = await newRecording();
    const res = await call(app, { method: 'PATCH', url: `${REC}/audio_recording/${rec.id}`, token: tokenOf(who), payload: { title: 'Mi lectura 1' } });
    expect(res.status).toBe(expectations.rename![who]);
    if (res.status === 200) expect(res.body.title).toBe('Mi lectura 1');
  });

  it.each(ROLES)('POST /audio_recording/{id}/comment as %s', async (who) => {
    const rec = await newRecording();
    const res = await call(app, {
      method: 'POST',
      url: `${REC}/audio_recording/${rec.id}/comment`,
      token: tokenOf(who),
      payload: { text: 'Tone 3 dips here', at_ms: 800 },
    });
    expect(res.status).toBe(expectations.comment![who]);
    if (res.status === 200) expect(res.body).toMatchObject({ status: 'reviewed', comments: [{ at_ms: 800, text: 'Tone 3 dips here' }] });
  });

  it.each(ROLES)('PUT /audio_recording/{id}/review as %s', async (who) => {
    const rec = await newRecording();
    const res = await call(app, {
      method: 'PUT',
      url: `${REC}/audio_recording/${rec.id}/review`,
      token: tokenOf(who),
      payload: { note: 'Clear reading', rating: 4 },
    });
    expect(res.status).toBe(expectations.review![who]);
    if (res.status === 200) expect(res.body).toMatchObject({ status: 'reviewed', feedback: { note: 'Clear reading', rating: 4 } });
  });

  it.each(ROLES)('DELETE /audio_recording/{id} as %s', async (who) => {
    const rec = await newRecording();
    const res = await call(app, { method: 'DELETE', url: `${REC}/audio_recording/${rec.id}`, token: tokenOf(who) });
    expect(res.status).toBe(expectations.remove![who]);
    const after = await call(app, { method: 'GET', url: `${REC}/audio_recording/audio_file/${rec.id}`, token: w.owner.token });
    expect(after.status).toBe(res.status === 204 ? 404 : 200);
  });
});

describe('feedback reaches the learner', () => {
  it('a comment at a moment becomes a notification linking to /user/record; the learner sees the comment', async () => {
    const rec = await newRecording();
    await call(app, { method: 'POST', url: `${REC}/audio_recording/${rec.id}/comment`, token: w.teacher.token, payload: { text: 'Good rhythm', at_ms: 1200 } });
    await ctx.jobs.drain();
    const list = await call(app, { method: 'GET', url: '/api/v1/notification', token: w.owner.token });
    const n = list.body.items.find(
      (i: { kind: string; params: { recording_id: number } }) => i.kind === 'recording_feedback' && i.params.recording_id === rec.id,
    );
    expect(n).toMatchObject({ link: `/user/record?recording=${rec.id}`, params: { feedback: 'comment' } });
    const mine = await call(app, { method: 'GET', url: `${REC}/audio_recording/user/${w.owner.user.id}`, token: w.owner.token });
    expect(mine.body.items.find((r: { id: number }) => r.id === rec.id)).toMatchObject({
      status: 'reviewed',
      comments: [{ text: 'Good rhythm', at_ms: 1200 }],
    });
  });

  it('an empty review (no note, no rating) is refused and the recording keeps waiting, with nothing sent to the learner', async () => {
    const rec = await newRecording();
    const url = `${REC}/audio_recording/${rec.id}/review`;
    for (const payload of [{ note: '' }, { note: ' \u3000\n ', rating: null }]) {
      const res = await call(app, { method: 'PUT', url, token: w.teacher.token, payload });
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.detail).toBe(RECORDING_ERRORS.reviewEmpty);
    }
    const after = await call(app, { method: 'GET', url: `${REC}/audio_recording/${rec.id}`, token: w.owner.token });
    expect(after.body).toMatchObject({ status: 'waiting', feedback: null });
    const rated = await call(app, { method: 'PUT', url, token: w.teacher.token, payload: { note: '', rating: 5 } });
    expect(rated.body).toMatchObject({ status: 'reviewed', feedback: { note: '', rating: 5 } });
  });

  it('the same review sent twice at once is given once: both answer it, the learner is told once', async () => {
    const rec = await newRecording();
    const url = `${REC}/audio_recording/${rec.id}/review`;
    const send = () => call(app, { method: 'PUT', url, token: w.teacher.token, payload: { note: 'Clear tones', rating: 4 } });
    const both = await Promise.all([send(), send()]);
    for (const res of both) expect(res).toMatchObject({ status: 200, body: { status: 'reviewed', feedback: { note: 'Clear tones', rating: 4 } } });
    expect(both[1]!.body.feedback).toEqual(both[0]!.body.feedback);
    await ctx.jobs.drain();
    const told = async () => {
      const list = await call(app, { method: 'GET', url: '/api/v1/notification?size=100', token: w.owner.token });
      return list.body.items.filter(
        (i: { kind: string; params: { recording_id: number } }) => i.kind === 'recording_feedback' && i.params.recording_id === rec.id,
      ).length;
    };
    expect(await told()).toBe(1);
    // A changed review is news again.
    await call(app, { method: 'PUT', url, token: w.teacher.token, payload: { note: 'Clear tones, mind the third', rating: 4 } });
    await ctx.jobs.drain();
    expect(await told()).toBe(2);
  });

  it('removing the only comment of a recording with no review puts it back to waiting', async () => {
    const rec = await newRecording();
    const url = `${REC}/audio_recording/${rec.id}/comment`;
    const c = await call(app, { method: 'POST', url, token: w.teacher.token, payload: { text: 'Wrong recording, sorry', at_ms: 100 } });
    expect(c.body.status).toBe('reviewed');
    const gone = await call(app, { method: 'DELETE', url: `${url}/${c.body.comments[0].id}`, token: w.teacher.token });
    expect(gone.body).toMatchObject({ status: 'waiting', comments: [], feedback: null });

    // With a review kept, it stays reviewed.
    await call(app, { method: 'PUT', url: `${REC}/audio_recording/${rec.id}/review`, token: w.teacher.token, payload: { note: 'Good', rating: 4 } });
    const c2 = await call(app, { method: 'POST', url, token: w.teacher.token, payload: { text: 'Here', at_ms: 100 } });
    const kept = await call(app, { method: 'DELETE', url: `${url}/${c2.body.comments[0].id}`, token: w.teacher.token });
    expect(kept.body).toMatchObject({ status: 'reviewed', comments: [] });
  });

  it('a comment must be pinned to a moment or a sentence', async () => {
    const rec = await newRecording();
    const res = await call(app, { method: 'POST', url: `${REC}/audio_recording/${rec.id}/comment`, token: w.teacher.token, payload: { text: 'Hm' } });
    expect(res.status).toBe(422);
  });

  it('a comment on a sentence names one of the article’s: a sentence it does not have is a 422, and nothing is stored', async () => {
    const rec = await newRecording();
    const url = `${REC}/audio_recording/${rec.id}/comment`;
    const bad = await call(app, { method: 'POST', url, token: w.teacher.token, payload: { text: 'Tone 3 here', sentence_index: 4000 } });
    expect(bad).toMatchObject({ status: 422, body: { detail: RECORDING_ERRORS.sentenceNotFound } });
    const after = await call(app, { method: 'GET', url: `${REC}/audio_recording/${rec.id}`, token: w.owner.token });
    expect(after.body).toMatchObject({ status: 'waiting', comments: [] });
    const ok = await call(app, { method: 'POST', url, token: w.teacher.token, payload: { text: 'Tone 3 here', sentence_index: 1 } });
    expect(ok).toMatchObject({ status: 200, body: { comments: [{ sentence_index: 1, text: 'Tone 3 here' }] } });
  });
});
