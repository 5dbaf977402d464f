import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';

const env = await getTestEnv();
const { app, ctx } = env;

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

function multipart(name: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----lbtest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET and PATCH /user/me', () => {
  it('answers every field of the current user (spec 01 §3)', async () => {
    const { token } = await createUser(ctx);
    const me = await call(app, { method: 'GET', url: '/api/v1/user/me', token });
    for (const f of [
      'id',
      'email',
      'nick_name',
      'avatar',
      'country_region',
      'postal_code',
      'city_town',
      'time_flexibility',
      'location_flexibility',
      'year_of_teaching_experience',
      'certificates',
      'relevant_units',
      'relevant_subject',
      'relevant_organization',
      'educations',
      'employments',
      'learning_language',
      'site_language',
      'skills',
      'about',
      'autobiography',
      'is_paid',
      'user_role',
      'is_active',
      'is_superuser',
      'is_verified',
      'verify_status',
      'can_edit_article',
      'stripe_subscribed',
    ])
      expect(me.body).toHaveProperty(f);
  });

  it('changes nick name, languages and the teaching profile, and the next read shows it', async () => {
    const { token } = await createUser(ctx, { role: 'Mentor' });
    const patch = {
      nick_name: '王老师',
      learning_language: 'Spanish',
      site_language: 'zh',
      teaching_language: 'Simplified_Chinese',
      year_of_teaching_experience: 7,
      educations: [
        { school: 'Beijing Normal University', degree: 'MA', field_of_study: 'Chinese as a foreign language', end_date: '2015-06', highest_education: true },
      ],
      certificates: [{ title: 'CTCSOL', issuing_organization: 'Center for Language Education' }],
      employments: [{ job_title: 'Teacher', company: 'Sunrise School', currently_employed: true }],
      language_skills: [{ language: 'English', level: 'Advanced' }],
      skills: ['child friendly', 'create curriculum'],
      about: 'I love stories.',
    };
    const res = await call(app, { method: 'PATCH', url: '/api/v1/user/me', token, payload: patch });
    expect(res.status).toBe(200);
    const me = await call(app, { method: 'GET', url: '/api/v1/user/me', token });
    expect(me.body).toMatchObject({ ...patch, site_language: 'Simplified_Chinese' });
  });

  it('lists a skill once when it is sent twice', async () => {
    const { token } = await createUser(ctx);
    const res = await call(app, { method: 'PATCH', url: '/api/v1/user/me', token, payload: { skills: ['teamwork', 'teamwork', 'child friendly'] } });
    expect(res.status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token })).body.skills).toEqual(['teamwork', 'child friendly']);
  });

  it('rejects unknown fields, wrong types and an unknown skill with 422', async () => {
    const { token } = await createUser(ctx);
    for (const payload of [
      { is_superuser: true },
      { user_role: 'Admin' },
      { year_of_teaching_experience: 'ten' },
      { skills: ['hacking'] },
      { is_paid: true },
    ]) {
      const res = await call(app, { method: 'PATCH', url: '/api/v1/user/me', token, payload });
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
    const me = await call(app, { method: 'GET', url: '/api/v1/user/me', token });
    expect(me.body).toMatchObject({ is_superuser: false, user_role: 'Member', is_paid: false });
  });

  it('changes the password only with the right current password, keeping this session and ending others', async () => {
    const { user, token, password } = await createUser(ctx);
    const other = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: user.email, password } });
    const wrong = await call(app, { method: 'PATCH', url: '/api/v1/user/me', token, payload: { password: 'brandnew1', current_password: 'wrong1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('UPDATE_USER_CURRENT_PASSWORD_INCORRECT');
    const missing = await call(app, { method: 'PATCH', url: '/api/v1/user/me', token, payload: { password: 'brandnew1' } });
    expect(missing.status).toBe(422);
    const ok = await call(app, { method: 'PATCH', url: '/api/v1/user/me', token, payload: { password: 'brandnew1', current_password: password } });
    expect(ok.status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: other.body.access_token })).status).toBe(401);
  });

  it('needs a signed-in user', async () => {
    expect((await call(app, { method: 'PATCH', url: '/api/v1/user/me', payload: { nick_name: 'x' } })).status).toBe(401);
  });
});

describe('avatar', () => {
  it('re-encodes an uploaded image and serves it by file id', async () => {
    const { token } = await createUser(ctx);
    const up = await call(app, { method: 'POST', url: '/api/v1/user/avatar', token, ...multipart('file', 'me.png', 'image/png', await png()) });
    expect(up.status).toBe(200);
    const fileId = up.body.avatar.file_id as string;
    const img = await app.inject({ method: 'GET', url: `/api/v1/user/avatar/storage/${fileId}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses a text file named .png, and too large a file', async () => {
    const { token } = await createUser(ctx);
    const fake = await call(app, {
      method: 'POST',
      url: '/api/v1/user/avatar',
      token,
      ...multipart('file', 'x.png', 'image/png', Buffer.from('hello, not an image')),
    });
    expect(fake.status).toBe(422);
    const big = Buffer.concat([await png(), Buffer.alloc(ctx.config.avatarMaxBytes + 10)]);
    const huge = await call(app, { method: 'POST', url: '/api/v1/user/avatar', token, ...multipart('file', 'big.png', 'image/png', big) });
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe('File size exceeds the limit');
    const me = await call(app, { method: 'GET', url: '/api/v1/user/me', token });
    expect(me.body.avatar).toBeNull();
  });

  it('serves the default image for users without one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/user/avatar/storage/default' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/user/avatar/storage/..%2F..%2Fetc%2Fpasswd' });
    expect(unknown.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('profiles and lists', () => {
  it('shows a mentor profile to anyone and a member profile only to signed-in users, without private fields', async () => {
    const mentor = await createUser(ctx, { role: 'Mentor' });
    const member = await createUser(ctx);
    const pub = await call(app, { method: 'GET', url: `/api/v1/user/for_member/${mentor.user.id}` });
    expect(pub.status).toBe(200);
    expect(pub.body).not.toHaveProperty('email');
    expect(pub.body.nick_name).toBe(mentor.user.email.split('@')[0]);
    expect((await call(app, { method: 'GET', url: `/api/v1/user/for_member/${member.user.id}` })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `/api/v1/user/for_member/${member.user.id}`, token: mentor.token })).status).toBe(200);
    const none = await call(app, { method: 'GET', url: '/api/v1/user/for_member/999999999', token: mentor.token });
    expect([none.status, none.body.detail]).toEqual([404, 'No user found']);
  });

  it('pages the mentor list as {items, page, pages}', async () => {
    const { token } = await createUser(ctx);
    await createUser(ctx, { role: 'Mentor' });
    const res = await call(app, { method: 'GET', url: '/api/v1/user?user_role=Mentor&page=1&size=1', token });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.page).toBe(1);
    expect(res.body.pages).toBeGreaterThanOrEqual(1);
    expect(res.body.items[0].user_role).toBe('Mentor');
  });

  it('rejects bad paging', async () => {
    const { token } = await createUser(ctx);
    for (const q of ['page=0', 'size=1000', 'page=abc', 'user_role=Root'])
      expect((await call(app, { method: 'GET', url: `/api/v1/user?${q}`, token })).status, q).toBe(422);
  });

  it('lets an admin set can_edit_article', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const target = await createUser(ctx);
    const res = await call(app, { method: 'PATCH', url: `/api/v1/user/${target.user.id}/edit_article?can_edit_article=true`, token: admin.token });
    expect(res.status).toBe(200);
    const me = await call(app, { method: 'GET', url: '/api/v1/user/me', token: target.token });
    expect(me.body.can_edit_article).toBe(true);
  });
});
