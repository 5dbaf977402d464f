import type { TimelineStepKey } from '@lingbridge/contracts/speak-room';
import { ROOM_ERRORS, type RoomHints } from '@lingbridge/contracts/speak-signal';
import { SPEAK_ERRORS } from '@lingbridge/contracts/speak';
import { annotate, type LanguageCode, type Token } from '@lingbridge/language/annotate';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { articles, debateArticles, type DebateRow, type UserRow } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors';
import { speakPolicy } from '../policy';
import * as repo from '../repo';
import { HINT_BANK, momentOf } from './hint-bank';
import { askHintModel } from './hints-llm';

const MAX_WORDS = 10;
const PUNCT: Record<string, string> = { '。': '.', '，': ',', '？': '?', '！': '!', '：': ':', '；': ';' };
type Hint = RoomHints['phrases'][number];

/** Pinyin (Chinese) and a short English meaning from the language core. */
function withReading(text: string, lang: LanguageCode, meaning: string | null): Hint {
  if (lang !== 'Simplified_Chinese') return { text, pinyin: null, meaning: meaning || null };
  // Written as pinyin is: a word's syllables together, words apart, punctuation on the word before.
  let pinyin = '';
  for (const t of annotate(text, lang)) {
    if (t.reading) pinyin += `${pinyin ? ' ' : ''}${t.reading.replace(/ /g, '')}`;
    else if (!t.isWord) pinyin += t.text.trim().replace(/[。，？！：；]/g, (c) => PUNCT[c] ?? c);
  }
  return { text, pinyin: pinyin || null, meaning: meaning || null };
}

/** Key words: the key vocabulary of the event's articles in its language; else the words of its topic. */
async function keyWords(ctx: AppContext, d: DebateRow): Promise<Hint[]> {
  const lang = d.language as LanguageCode;
  const rows = await ctx.db
    .select({ words: articles.keyVocabulary })
    .from(debateArticles)
    .innerJoin(articles, eq(articles.id, debateArticles.articleId))
    .where(and(eq(debateArticles.debateId, d.id), inArray(articles.language, lang === 'English' ? [] : [lang])));
  let words = [...new Set(rows.flatMap((r) => r.words))];
  if (!words.length) {
    const topic = [d.language === 'Simplified_Chinese' ? (d.titleCn ?? d.title) : d.title, d.description ?? ''].join('\n');
    // Content words: two characters or more in Chinese (with a reading: not a Latin word), five letters in Spanish or English.
    const keep = (t: Token) => t.isWord && (lang === 'Simplified_Chinese' ? !!t.reading && [...t.text].length >= 2 : t.text.length >= 5);
    words = [
      ...new Set(
        annotate(topic, lang)
          .filter(keep)
          .map((t) => t.text),
      ),
    ];
  }
  return words.slice(0, MAX_WORDS).map((w) => {
    const token = annotate(w, lang).find((t) => t.isWord);
    return withReading(w, lang, token?.gloss ?? null);
  });
}

/**
 * GET /debate/{id}/hints?step=…: for someone in the room who is stuck, phrases for the moment of the
 * talk and key words of the topic, in the event's language (decision 0121). The phrase bank answers
 * by default; an OpenAI-compatible model when HINTS_LLM_BASE_URL is set, falling back to the bank.
 */
export async function roomHints(ctx: AppContext, user: UserRow, id: number, step: TimelineStepKey): Promise<RoomHints> {
  const d = await repo.findDebate(ctx.db, id);
  if (!d || !speakPolicy.view(user, d)) throw notFound(SPEAK_ERRORS.notFound);
  const part = await repo.findPart(ctx.db, id, user.id);
  if (!speakPolicy.enterRoom(user, d, part)) throw forbidden(ROOM_ERRORS.cannotConnect);
  const lang = d.language as LanguageCode;
  const key_words = await keyWords(ctx, d);
  const moment = momentOf(step);
  if (ctx.config.hintsLlm) {
    const asked = await askHintModel(ctx, { topic: d.title, language: lang, moment, debateType: d.debateType }).catch((err: unknown) => {
      ctx.log.warn({ err: (err as Error).message }, 'the hints model failed; the phrase bank answers');
      return null;
    });
    if (asked)
      return {
        phrases: asked.phrases.map((p) => withReading(p.text, lang, p.meaning ?? null)),
        key_words: asked.key_words.length ? asked.key_words.map((w) => withReading(w.text, lang, w.meaning ?? null)) : key_words,
        source: 'llm',
      };
  }
  return { phrases: HINT_BANK[lang][moment].map(([text, meaning]) => withReading(text, lang, meaning)), key_words, source: 'bank' };
}
