import fs from 'node:fs';
import path from 'node:path';
import { tokenFromMail, uniqueEmail } from './helpers';

const json = { 'content-type': 'application/json' };

/** Asks `probe` until it answers something truthy (every 150 ms, up to `ms`). */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A verified member of a server process: sign up, follow the e-mailed link (its outbox in `dataDir`), sign in. */
export async function verifiedMember(url: string, dataDir: string, tag = 'member') {
  const email = uniqueEmail(tag);
  const reg = await fetch(`${url}/api/v1/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      password: 'secret123',
      user_role: 'Member',
      learning_language: 'Simplified_Chinese',
      site_language: 'en',
      agree_terms: true,
    }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const mailDir = path.join(dataDir, 'mail');
  const raw = await until('the verification mail', async () => {
    const f = fs.existsSync(mailDir) && fs.readdirSync(mailDir).find((n) => n.includes(email.replace(/[^a-z0-9@._-]/gi, '_')));
    return f && fs.readFileSync(path.join(mailDir, f), 'utf8');
  });
  const verify = await fetch(`${url}/api/v1/user/verify`, { method: 'POST', headers: json, body: JSON.stringify({ token: tokenFromMail(raw, 'verify') }) });
  if (verify.status !== 200) throw new Error(`verify: ${verify.status}`);
  const login = await fetch(`${url}/api/v1/user/login`, { method: 'POST', body: new URLSearchParams({ username: email, password: 'secret123' }) });
  return ((await login.json()) as { access_token: string }).access_token;
}

export type SavedSentence = { id: number; zh_text: string; en_text: string };

/** Every sentence a member saved, page by page. */
export async function allSentences(url: string, token: string): Promise<SavedSentence[]> {
  const out: SavedSentence[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await fetch(`${url}/api/v1/video/sentence/list?page=${page}&size=100`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`sentence list: ${res.status}`);
    const body = (await res.json()) as { items: SavedSentence[] } | SavedSentence[];
    const items = Array.isArray(body) ? body : body.items;
    out.push(...items);
    if (items.length < 100) break;
  }
  return out;
}
