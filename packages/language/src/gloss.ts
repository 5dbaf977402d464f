/** Short display gloss: the first senses, at most ~80 characters. */
export function shortGloss(senses: string[]): string | null {
  const useful = senses.filter((s) => !/^(old )?variant of|^see /i.test(s));
  const list = useful.length ? useful : senses;
  let out = '';
  for (const s of list) {
    const next = out ? `${out}; ${s}` : s;
    if (out && next.length > 80) break;
    out = next;
    if (out.length > 40) break;
  }
  return out || null;
}
