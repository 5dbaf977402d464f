// Reads the server's outbox (DATA_DIR/mail/*.eml) the way a user reads their inbox.
import fs from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` byte escapes, as UTF-8. */
export function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The readable text of an .eml file: quoted-printable parts decoded, base64 parts (nodemailer uses
 * them for mostly non-ASCII text, e.g. a Chinese e-mail) decoded too.
 */
export function readEml(raw) {
  let out = decodeQuotedPrintable(raw);
  const b64 = /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi;
  for (const m of raw.matchAll(b64)) out += '\n' + Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8');
  return out;
}

/** Newest-first list of the outbox files addressed to `email`. */
export function listMail(dataDir, email) {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_').toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && f.toLowerCase().includes(safe))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
}

/**
 * Waits for an e-mail to `email` whose decoded body holds a link matching `pattern`
 * (e.g. /\/admin\/email\/verify\/[^\s"<>]+/) and returns the link. E-mail is sent by a job,
 * so it may arrive a moment after the request that caused it.
 */
export async function waitForLink(dataDir, email, pattern, { timeoutMs = 15_000, after = 0 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of listMail(dataDir, email)) {
      if (fs.statSync(file).mtimeMs < after) continue;
      const body = readEml(fs.readFileSync(file, 'utf8'));
      const m = body.match(pattern);
      if (m) return m[0].replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${email} with a link matching ${pattern} within ${timeoutMs} ms`);
}
