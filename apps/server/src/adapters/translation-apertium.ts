import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Lang, Translator } from './translation-port';

const runFile = promisify(execFile);
const PAIRS: Record<string, string> = { 'Spanish>English': 'spa-eng', 'English>Spanish': 'eng-spa' };

/** The installed Apertium modes ("eng-spa", "spa-eng", …), or none when the binary is missing. */
export function apertiumModes(): string[] {
  try {
    return execFileSync('apertium', ['-l'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

export async function runApertium(mode: string, input: string): Promise<string> {
  // The input goes through a file: apertium opens /dev/stdin, which fails on the socket Node gives a child as stdin.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-apertium-'));
  try {
    const file = path.join(dir, 'in.txt');
    await fs.writeFile(file, input);
    // -u: unknown words are left as they are, not marked with '*'; -f txt keeps blank lines as they are.
    const { stdout } = await runFile('apertium', ['-u', '-f', 'txt', mode, file], { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
    return stdout;
  } catch (e) {
    const err = e as Error & { stderr?: string };
    throw new Error(`apertium ${mode} failed: ${err.stderr?.trim() || err.message}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Apertium's marks that can survive -u (# for a word it could not generate, @ for one it could not
 * transfer, * for an unknown one) come off; a marked word that was written so in the source stays.
 */
const clean = (t: string, source: string) =>
  t
    .replace(/(^|[\s¿¡("'«“])([*#@])([\p{L}\p{N}][\p{L}\p{N}_-]*)/gu, (all, before: string, mark: string, word: string) =>
      source.includes(mark + word) ? all : before + word,
    )
    .replace(/\s+/g, ' ')
    .trim();

const oneLine = (t: string) => t.replace(/\s+/g, ' ').trim();

/**
 * Apertium (Debian apertium-eng-spa): Spanish↔English offline. A transcript goes in ONE call
 * (a call costs about 0.4 s to start), sentences separated by blank lines, which the txt format
 * keeps; if the count that comes back differs, each sentence is translated on its own.
 */
export function createApertium(modes = apertiumModes(), run = runApertium): Translator | null {
  const available = Object.entries(PAIRS).filter(([, mode]) => modes.includes(mode));
  if (available.length === 0) return null;
  const modeOf = (from: Lang, to: Lang) => available.find(([pair]) => pair === `${from}>${to}`)?.[1];
  return {
    name: 'apertium',
    supports: (from, to) => !!modeOf(from, to),
    async translate(texts, from, to) {
      const mode = modeOf(from, to);
      if (!mode) throw new Error(`apertium has no ${from}→${to} pair installed`);
      const out: string[] = texts.map(() => '');
      const todo = texts.map((t, i) => ({ i, text: oneLine(t) })).filter((t) => t.text);
      if (todo.length === 0) return out;
      const joined = await run(mode, todo.map((t) => t.text).join('\n\n') + '\n');
      const parts = joined.split(/\n[ \t]*\n/);
      while (parts.length > todo.length && parts[parts.length - 1]!.trim() === '') parts.pop();
      if (parts.length === todo.length) todo.forEach((t, k) => (out[t.i] = clean(parts[k]!, t.text)));
      else for (const t of todo) out[t.i] = clean(await run(mode, `${t.text}\n`), t.text);
      return out;
    },
  };
}
