import { describe, expect, it } from 'vitest';
import { createUser, getTestEnv } from './helpers';
import { upload } from './recordings-helpers';

// The text fields of POST /audio_recording (spec 02 §7: multipart audio_file, title, article_id) are
// checked before the audio, so these cases need no real recording (nor ffmpeg).
const { app, ctx } = await getTestEnv();
const learner = await createUser(ctx);
const notAudio = Buffer.from('not a recording');

describe('POST /audio_recording: its text fields (02 §7)', () => {
  it('a missing article_id reads "Field required", as every missing field does (decision 0006)', async () => {
    const res = await upload(app, learner.token, notAudio, { title: 'Mine' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'Field required', errors: [{ path: 'article_id', message: 'Field required' }] });
  });

  it('an article_id that is no id is still refused on its field', async () => {
    for (const article_id of ['abc', '0', '2147483648']) {
      const res = await upload(app, learner.token, notAudio, { article_id });
      expect(res.status, article_id).toBe(422);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['article_id']);
    }
  });
});
