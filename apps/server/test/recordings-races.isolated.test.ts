import { RECORDING_ERRORS } from '@lingbridge/contracts/recordings';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { audioRecordings, recordingComments } from '../src/db/schema';
import { call, getTestEnv } from './helpers';
import { REC, recordingWorld, upload, webmTone } from './recordings-helpers';

/**
 * A recording deleted by the learner while a teacher's feedback or the learner's rename (from
 * another tab) is on its way: the request read the row, then it was gone. Simulated exactly by
 * deleting the row right after a request has read it.
 */
const race = vi.hoisted(() => ({ deleteAfterRead: new Set<number>() }));
vi.mock('../src/features/recordings/repo', async (importOriginal) => {
  const repo = await importOriginal<typeof import('../src/features/recordings/repo')>();
  return {
    ...repo,
    findRecording: async (db: Parameters<typeof repo.findRecording>[0], id: number) => {
      const row = await repo.findRecording(db, id);
      if (row && race.deleteAfterRead.delete(id)) await repo.deleteRecording(db, id);
      return row;
    },
  };
});

const { app, ctx } = await getTestEnv();
const w = await recordingWorld(app, ctx);
const tone = webmTone(2);

async function deletedWhileInFlight(send: (id: number) => Promise<{ status: number; body: { detail?: string } }>) {
  const rec = await upload(app, w.owner.token, tone, { article_id: String(w.articleId) });
  expect(rec.status).toBe(200);
  race.deleteAfterRead.add(rec.body.id);
  const res = await send(rec.body.id);
  const [left] = await ctx.db.select({ n: count() }).from(audioRecordings).where(eq(audioRecordings.id, rec.body.id));
  const [comments] = await ctx.db.select({ n: count() }).from(recordingComments).where(eq(recordingComments.recordingId, rec.body.id));
  return { res, left: left!.n, comments: comments!.n };
}

describe('a recording deleted while a call on it is under way answers 404, never a 500', () => {
  it('a teacher’s comment: 404 "Recording not found", no comment stored', async () => {
    const r = await deletedWhileInFlight((id) =>
      call(app, { method: 'POST', url: `${REC}/audio_recording/${id}/comment`, token: w.teacher.token, payload: { text: 'Good', at_ms: 100 } }),
    );
    expect(r.res).toMatchObject({ status: 404, body: { detail: RECORDING_ERRORS.notFound } });
    expect(r).toMatchObject({ left: 0, comments: 0 });
  });

  it('a teacher’s review: 404, and the learner is not told about feedback on a recording that is gone', async () => {
    const r = await deletedWhileInFlight((id) =>
      call(app, { method: 'PUT', url: `${REC}/audio_recording/${id}/review`, token: w.teacher.token, payload: { note: 'Nice', rating: 4 } }),
    );
    expect(r.res).toMatchObject({ status: 404, body: { detail: RECORDING_ERRORS.notFound } });
    await ctx.jobs.drain();
    const list = await call(app, { method: 'GET', url: '/api/v1/notification', token: w.owner.token });
    expect(list.body.items.filter((i: { kind: string }) => i.kind === 'recording_feedback')).toEqual([]);
  });

  it('the learner’s rename: 404', async () => {
    const r = await deletedWhileInFlight((id) =>
      call(app, { method: 'PATCH', url: `${REC}/audio_recording/${id}`, token: w.owner.token, payload: { title: 'Mine' } }),
    );
    expect(r.res).toMatchObject({ status: 404, body: { detail: RECORDING_ERRORS.notFound } });
  });

  it('a second delete that lost the race: 404, as a delete after it would be', async () => {
    const r = await deletedWhileInFlight((id) => call(app, { method: 'DELETE', url: `${REC}/audio_recording/${id}`, token: w.owner.token }));
    expect(r.res).toMatchObject({ status: 404, body: { detail: RECORDING_ERRORS.notFound } });
  });
});
