import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { contactFormToken } from '../src/features/cms/contact-service';
import { call, createUser, getTestEnv, lastMailTo, uniqueEmail } from './helpers';

// Every e-mail reaches its reader in their site language (decision 0195): Spanish with tú,
// Chinese with 你 (never 您), an HTML part marked with the language.
const env = await getTestEnv();
const { app, ctx } = env;
const admin = await createUser(ctx, { role: 'Admin' });
type User = Awaited<ReturnType<typeof createUser>>;

async function speaking(lang: 'Spanish' | 'Simplified_Chinese', role: 'Member' | 'Mentor' = 'Member') {
  const u = await createUser(ctx, { role });
  await ctx.db.update(users).set({ siteLanguage: lang }).where(eq(users.id, u.user.id));
  return { ...u, user: { ...u.user, siteLanguage: lang } };
}

/** The subject, text and HTML of a raw .eml (encoded words, base64 and quoted-printable undone). */
function decode(raw: string) {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const words = (s: string) =>
    s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const subject = words(/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '').trim();
  const part = (type: string) => {
    const m = new RegExp(`Content-Type: text/${type}[^]*?\\r?\\n\\r?\\n([^]*?)(?:\\r?\\n--|$)`, 'i').exec(raw);
    if (!m) return '';
    const head = raw.slice(raw.indexOf(m[0]), raw.indexOf(m[0]) + m[0].length - m[1].length);
    const body = m[1];
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  };
  return { subject, text: part('plain'), html: part('html') };
}

async function mailTo(u: { email: string } | string, pattern?: RegExp) {
  const to = typeof u === 'string' ? u : u.email;
  for (let atLeast = 1; atLeast < 10; atLeast++) {
    const mail = await lastMailTo(env, to, atLeast);
    if (!mail) return null;
    const d = decode(mail.raw);
    if (!pattern || pattern.test(`${d.subject}\n${d.text}`)) return d;
    if (mail.count < atLeast) return null;
  }
  return null;
}

function expectLanguage(mail: ReturnType<typeof decode> | null, lang: 'es' | 'zh', words: RegExp) {
  expect(mail, 'no mail').not.toBeNull();
  expect(`${mail!.subject}\n${mail!.text}`).toMatch(words);
  expect(mail!.html).toContain(`<html lang="${lang}">`);
  for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain('您');
}

const HOUR = 3_600_000;
async function approvedEvent(owner: User, startIn = 48 * HOUR) {
  const r = await call(app, {
    method: 'POST',
    url: '/api/v1/debate',
    token: owner.token,
    payload: {
      title: 'Recess or homework?',
      title_cn: '课间还是作业？',
      debate_type: 'debate',
      start_time: new Date(Date.now() + startIn).toISOString(),
      duration: 45,
      language: 'Simplified_Chinese',
      level: 'Intermediate',
      description: 'A friendly debate for intermediate learners.',
      max_players: 4,
      max_judges: 1,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const v = await call(app, { method: 'PATCH', url: `/api/v1/debate/${r.body.id}`, token: admin.token, payload: { verify_status: 'success' } });
  expect(v.status).toBe(200);
  return r.body.id as number;
}

describe('e-mails in the reader’s language', () => {
  it('Speak: the answer to an application and a new start time (with its date for the language, in UTC)', async () => {
    const owner = await createUser(ctx);
    const id = await approvedEvent(owner);
    const es = await speaking('Spanish');
    const zh = await speaking('Simplified_Chinese');
    for (const u of [es, zh]) {
      expect((await call(app, { method: 'POST', url: `/api/v1/debate/${id}/participate`, token: u.token, payload: { role: 'audience' } })).status).toBe(201);
      const ok = await call(app, { method: 'PATCH', url: `/api/v1/debate/debate_user/${id}/${u.user.id}`, token: owner.token, payload: { state: 'approved' } });
      expect(ok.status).toBe(200);
    }
    expectLanguage(await mailTo(es.user, /aprobada/), 'es', /Tu solicitud para «Recess or homework\?» fue aprobada/);
    expectLanguage(await mailTo(zh.user, /已通过/), 'zh', /你参加“Recess or homework\?”的申请已通过/);

    const later = new Date(Math.floor((Date.now() + 72 * HOUR) / HOUR) * HOUR);
    expect((await call(app, { method: 'PATCH', url: `/api/v1/debate/${id}`, token: owner.token, payload: { start_time: later.toISOString() } })).status).toBe(
      200,
    );
    expectLanguage(
      await mailTo(es.user, /ahora empieza/),
      'es',
      /ahora empieza el (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de \d{4}, \d\d:00 UTC/,
    );
    expectLanguage(await mailTo(zh.user, /开始时间改为/), 'zh', /开始时间改为 \d{4}年\d{1,2}月\d{1,2}日星期. UTC \d\d:00/);
  }, 60_000);

  it('Speak: an invitation reads the invited account’s language, and an unknown address the inviter’s', async () => {
    const owner = await speaking('Simplified_Chinese');
    const id = await approvedEvent(owner);
    const es = await speaking('Spanish');
    const invite = (payload: object) => call(app, { method: 'POST', url: `/api/v1/debate/${id}/invite`, token: owner.token, payload });
    expect((await invite({ user_id: es.user.id, role: 'player', side: 'prop' })).status).toBe(200);
    expectLanguage(await mailTo(es.user, /te invita/), 'es', /te invita a participar como participante en el evento de Speak «Recess or homework\?»/);
    const stranger = uniqueEmail('stranger');
    expect((await invite({ email: stranger, role: 'player', side: 'prop' })).status).toBe(200);
    expectLanguage(await mailTo(stranger), 'zh', /邀请你以辩手\/玩家身份参加 Speak 活动“Recess or homework\?”/);
  }, 60_000);

  it('organisations: the invitation reads the invited account’s language, and an unknown address the inviter’s', async () => {
    const head = await speaking('Spanish', 'Mentor');
    const org = (await call(app, { method: 'POST', url: '/api/v1/organization/org', token: head.token, payload: { name: 'Escuela Arce' } })).body;
    await call(app, { method: 'PATCH', url: `/api/v1/organization/org/${org.id}`, token: admin.token, payload: { seat_count: 5 } });
    const zh = await speaking('Simplified_Chinese');
    const stranger = uniqueEmail('invitee');
    const put = await call(app, {
      method: 'PUT',
      url: `/api/v1/organization/org/${org.id}/user`,
      token: head.token,
      payload: {
        users: [
          { user_id: head.user.id, role: 'OrgAdmin' },
          { email: zh.user.email, role: 'Member' },
          { email: stranger, role: 'Member' },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expectLanguage(await mailTo(zh.user), 'zh', /邀请你加入 Lingbridge 上的 Escuela Arce/);
    expectLanguage(await mailTo(stranger), 'es', /te invita a unirte a Escuela Arce en Lingbridge/);
  }, 60_000);

  it('the answer to an application', async () => {
    for (const [lang, words] of [
      ['Spanish', /Tu solicitud fue aprobada/],
      ['Simplified_Chinese', /你的申请已通过/],
    ] as const) {
      const u = await speaking(lang);
      const sent = await call(app, {
        method: 'POST',
        url: '/api/v1/applications',
        token: u.token,
        payload: { kind: 'other', message: 'Please let me host a weekly club.' },
      });
      expect(sent.status).toBe(201);
      const res = await call(app, {
        method: 'POST',
        url: `/api/v1/cms/applications/${sent.body.id}/decide`,
        token: admin.token,
        payload: { decision: 'approve', message: 'OK!' },
      });
      expect(res.status).toBe(200);
      expectLanguage(await mailTo(u.user), lang === 'Spanish' ? 'es' : 'zh', words);
    }
  }, 60_000);

  it('the reply to a contact message sent signed in', async () => {
    for (const [lang, subject] of [
      ['Spanish', 'Re: tu mensaje a Lingbridge'],
      ['Simplified_Chinese', '回复：你发给 Lingbridge 的消息'],
    ] as const) {
      const u = await speaking(lang);
      const sent = await app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { authorization: `Bearer ${u.token}` },
        remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${lang.length}`,
        payload: { name: 'Lin', email: u.user.email, message: 'How do group plans work for a class?', token: contactFormToken(ctx, Date.now() - 5_000) },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const list = (await call(app, { method: 'GET', url: '/api/v1/cms/contact?size=100', token: admin.token })).body.items;
      const m = list.find((x: { email: string }) => x.email === u.user.email);
      expect(
        (await call(app, { method: 'POST', url: `/api/v1/cms/contact/${m.id}/reply`, token: admin.token, payload: { text: 'Here is how.' } })).status,
      ).toBe(200);
      const mail = await mailTo(u.user);
      expect(mail?.subject).toBe(subject);
      expectLanguage(mail, lang === 'Spanish' ? 'es' : 'zh', /Here is how\./);
    }
  }, 60_000);

  it('a visitor (no account) is answered in the interface language the form was sent in; a language the site lacks is English', async () => {
    for (const [site_language, lang, subject] of [
      ['es', 'es', 'Re: tu mensaje a Lingbridge'],
      ['zh', 'zh', '回复：你发给 Lingbridge 的消息'],
      ['en-US', 'en', null],
      ['toString', 'en', null],
    ] as const) {
      const email = uniqueEmail('visitor');
      const sent = await app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: `10.78.${Math.floor(Math.random() * 250)}.${site_language.length}`,
        payload: { name: 'Ana', email, message: 'How do group plans work for a class?', token: contactFormToken(ctx, Date.now() - 5_000), site_language },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const list = (await call(app, { method: 'GET', url: '/api/v1/cms/contact?size=100', token: admin.token })).body.items;
      const m = list.find((x: { email: string }) => x.email === email);
      expect(
        (await call(app, { method: 'POST', url: `/api/v1/cms/contact/${m.id}/reply`, token: admin.token, payload: { text: 'Here is how.' } })).status,
      ).toBe(200);
      const mail = await mailTo(email);
      if (lang === 'en') {
        expect(mail?.html).toContain('<html lang="en">');
        continue;
      }
      expect(mail?.subject).toBe(subject);
      expectLanguage(mail, lang, /Here is how\./);
    }

    const email = uniqueEmail('visitor');
    const quote = await call(app, {
      method: 'POST',
      url: '/api/v1/billing/quote',
      payload: { kind: 'demo', organization: 'Colegio Sol', contact_name: 'Ana', email, seats: 120, preferred_date: '2027-03-01', site_language: 'es' },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expectLanguage(await mailTo(email), 'es', /Gracias por tu reserva de demostración para Colegio Sol/);
  }, 60_000);

  it('the acknowledgement of a group-offer request sent signed in (the date for the language)', async () => {
    for (const [lang, words] of [
      ['Spanish', /Gracias por tu reserva de demostración para Colegio Sol[^]*Fecha preferida: 1 de marzo de 2027/],
      ['Simplified_Chinese', /感谢你为 Colegio Sol 提交演示预约[^]*希望日期: 2027年3月1日/],
    ] as const) {
      const u = await speaking(lang);
      const res = await call(app, {
        method: 'POST',
        url: '/api/v1/billing/quote',
        token: u.token,
        payload: { kind: 'demo', organization: 'Colegio Sol', contact_name: 'Ana', email: u.user.email, seats: 120, preferred_date: '2027-03-01' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expectLanguage(await mailTo(u.user), lang === 'Spanish' ? 'es' : 'zh', words);
    }
  }, 60_000);
});

describe('the rendered Speak e-mails', () => {
  it('say every change in each language, with 你 and never 您, and escape what people typed', async () => {
    const { SPEAK_CHANGES } = await import('../src/features/speak/domain-events');
    const { speakChangeMail, speakSentence } = await import('../src/features/speak/mail-copy');
    for (const lang of ['en', 'es', 'zh'] as const) {
      for (const change of SPEAK_CHANGES) {
        const line = speakSentence(lang, change, '<b>Tea & talk</b>', 'Ana', change === 'rescheduled' ? '2027-01-05T10:00:00.000Z' : 'why');
        const mail = speakChangeMail(lang, 'Lin', line, 'http://localhost/speak/1?a=1&b=2');
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('您');
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.html).toContain('&lt;b&gt;Tea &amp; talk&lt;/b&gt;');
        expect(mail.html).toContain('href="http://localhost/speak/1?a=1&amp;b=2"');
        expect(mail.text).toContain('<b>Tea & talk</b>');
      }
    }
    // An application names the role in words, in each language.
    expect(speakSentence('en', 'application_received', 'Chat', 'Ana', 'player')).toBe(
      'Ana applied to "Chat" as a player. Review the application on your event page.',
    );
    expect(speakSentence('en', 'application_received', 'Chat', 'Ana', 'audience')).toContain('as a member of the audience.');
    expect(speakSentence('es', 'application_received', 'Chat', 'Ana', 'audience')).toContain('como parte del público.');
    expect(speakSentence('zh', 'application_received', 'Chat', 'Ana', 'judge')).toContain('身份：评委');
    expect(speakSentence('en', 'rescheduled', 'Chat', null, '2027-01-05T10:00:00.000Z')).toBe(
      '"Chat" now starts at Tuesday, 5 January 2027 at 10:00 UTC. See the event page.',
    );
  });
});
