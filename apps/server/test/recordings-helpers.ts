import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/context';
import { updateUser } from '../src/features/accounts/repo';
import { form } from './files-helpers';
import { call, createUser } from './helpers';
import { chineseArticle, createArticle } from './reading-helpers';

export const REC = '/api/recordings/v1';

/** A real recording as Chromium's MediaRecorder makes it (WebM/Opus), `seconds` of a 220 Hz tone. */
export function webmTone(seconds = 2) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lb-rec-')), 'tone.webm');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=220:duration=${seconds}`, '-c:a', 'libopus', out]);
  return fs.readFileSync(out);
}

/** POST /audio_recording with the spec's fields. */
export function upload(app: FastifyInstance, token: string | undefined, bytes: Buffer | null, fields: Record<string, string>) {
  const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (bytes) parts.push({ name: 'audio_file', filename: 'recording.webm', type: 'audio/webm', bytes } as never);
  const body = form(parts);
  return call(app, { method: 'POST', url: `${REC}/audio_recording`, token, payload: body.payload, headers: body.headers });
}

/**
 * The people of the access rules: a learner in a group, the group's teacher (its organisation's
 * admin), a teacher of another organisation's group, another learner, an admin; and a free article.
 */
export async function recordingWorld(app: FastifyInstance, ctx: AppContext) {
  const admin = await createUser(ctx, { role: 'Admin' });
  const editor = await createUser(ctx, { role: 'Mentor' });
  await updateUser(ctx.db, editor.user.id, { canEditArticle: true });
  await ctx.sessions.invalidate({ userId: editor.user.id });
  const articleId = await createArticle(app, editor.token, chineseArticle({ is_free: true }));
  const school = async () => {
    const head = await createUser(ctx, { role: 'Mentor' });
    const org = (await call(app, { method: 'POST', url: '/api/v1/organization/org', token: head.token, payload: { name: 'Maple School' } })).body;
    await call(app, { method: 'PATCH', url: `/api/v1/organization/org/${org.id}`, token: admin.token, payload: { seat_count: 5 } });
    const group = (
      await call(app, { method: 'POST', url: `/api/v1/organization/org/${org.id}/group`, token: head.token, payload: { name: 'Class 3B', join_code: true } })
    ).body;
    return { head, org, group };
  };
  const a = await school();
  const b = await school();
  const owner = await createUser(ctx);
  const join = await call(app, { method: 'POST', url: '/api/v1/organization/join', token: owner.token, payload: { code: a.group.join_code } });
  if (join.status !== 200) throw new Error(`join: ${join.status} ${JSON.stringify(join.body)}`);
  const other = await createUser(ctx);
  return { admin, articleId, owner, teacher: a.head, group: a.group, otherTeacher: b.head, otherGroup: b.group, other };
}
