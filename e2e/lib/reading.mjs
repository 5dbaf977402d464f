// Set-up helpers for journeys that need Read's demo magazine or an API session.
import { assert } from './app.mjs';

/** The demo magazine is seeded by jobs after start-up; waits until its 12 articles are listed. */
export async function demoArticles(t) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${t.baseUrl}/api/v1/article?size=100`);
    const body = await res.json().catch(() => null);
    if (body?.items?.length >= 12) return body.items;
    assert(Date.now() < deadline, 'the demo articles were not seeded');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A bearer token for API set-up steps. */

/** Unlocks articles through the API as that user, so their free uses are spent (decisions 0031, 0066). */
export async function spendFreeUses(t, token, articles) {
  for (const a of articles) {
    const res = await fetch(`${t.baseUrl}/api/v1/article/${a.id}/unlock`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    assert(res.ok && body.access.state === 'open', `spending a free use on article ${a.id}: HTTP ${res.status} ${JSON.stringify(body.access)}`);
  }
}

/** A short silent WAV file: a real recording as far as type checks go. */
export function wav() {
  const n = 8000;
  const b = Buffer.alloc(44 + n);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + n, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(n, 40);
  b.fill(128, 44);
  return b;
}
