import { describe, expect, it } from 'vitest';
import { CONTACT_ERRORS } from '@lingbridge/contracts/cms';
import { contactFormToken } from '../src/features/cms/contact-service';
import { call, createUser, getTestEnv, lastMailTo } from './helpers';

const env = await getTestEnv();
const { app, ctx } = env;
const admin = await createUser(ctx, { role: 'Admin' });
let n = 0;
/** Each test writes from its own address (the limit is per address). */
const from = () => `10.20.${Math.floor(Math.random() * 250)}.${++n}`;
const opened = (agoMs: number) => contactFormToken(ctx, Date.now() - agoMs);
const send = (ip: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/contact', payload: body, remoteAddress: ip }).then((r) => ({ status: r.statusCode, body: r.json() }));
const message = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Lin',
  email,
  message: 'I would like to know more about group plans.',
  token: opened(5_000),
  ...extra,
});
const stored = async (email: string) =>
  (await call(app, { method: 'GET', url: '/api/v1/cms/contact?size=100', token: admin.token })).body.items.filter((m: { email: string }) => m.email === email);

describe('the contact form', () => {
  it('stores a message and the admin answers it by e-mail', async () => {
    const email = `lin-${Date.now()}@example.test`;
    expect((await send(from(), message(email))).status).toBe(201);
    const [m] = await stored(email);
    expect(m).toMatchObject({ name: 'Lin', status: 'new', reply: null });
    const res = await call(app, {
      method: 'POST',
      url: `/api/v1/cms/contact/${m.id}/reply`,
      token: admin.token,
      payload: { text: 'Hello Lin, here is how groups work.' },
    });
    expect(res.body).toMatchObject({ status: 'answered', reply: 'Hello Lin, here is how groups work.' });
    const mail = await lastMailTo(env, email);
    expect(mail?.raw).toContain('Hello Lin, here is how groups work.');
    expect(mail?.raw).toContain('Subject: Re: your message to Lingbridge');
    // Reading the mail runs every due job of the shared test database first (others' jobs too).
  }, 90_000);

  it('mails a reply sent twice at once (a double click) only once; a different reply is mailed', async () => {
    const email = `twice-${Date.now()}@example.test`;
    expect((await send(from(), message(email))).status).toBe(201);
    const [m] = await stored(email);
    const reply = (text: string) => call(app, { method: 'POST', url: `/api/v1/cms/contact/${m.id}/reply`, token: admin.token, payload: { text } });
    const both = await Promise.all([reply('See you in class.'), reply('See you in class.')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await lastMailTo(env, email, 2))?.count).toBe(1);
    expect((await reply('One more thing: bring a pencil.')).body.reply).toBe('One more thing: bring a pencil.');
    expect((await lastMailTo(env, email, 2))?.count).toBe(2);
  }, 90_000);

  it('answers a robot that fills the hidden field as if sent, and keeps nothing', async () => {
    const email = `bot-${Date.now()}@example.test`;
    expect((await send(from(), message(email, { website: 'https://spam.example' }))).status).toBe(201);
    expect(await stored(email)).toHaveLength(0);
  });

  it('refuses a form sent faster than a person types, and a forged or old token', async () => {
    const ip = from();
    const fast = await send(ip, message('fast@example.test', { token: opened(200) }));
    expect(fast).toMatchObject({ status: 422, body: { detail: CONTACT_ERRORS.tooFast } });
    const forged = await send(ip, message('forged@example.test', { token: `${Date.now() - 60_000}.AAAA` }));
    expect(forged).toMatchObject({ status: 422, body: { detail: CONTACT_ERRORS.expired } });
    const old = await send(ip, message('old@example.test', { token: opened(25 * 3_600_000) }));
    expect(old.body.detail).toBe(CONTACT_ERRORS.expired);
  });

  it('limits messages per address', async () => {
    const ip = from();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(ip, message(`many-${i}-${Date.now()}@example.test`))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('says which field is wrong', async () => {
    const res = await send(from(), { name: '', email: 'not-an-address', message: 'short', token: opened(5_000) });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.email', 'body.message', 'body.name']);
  });
});
