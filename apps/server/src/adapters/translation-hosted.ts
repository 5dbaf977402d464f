import { checkedTranslations, TranslationError, type Lang, type Translator } from './translation-port';

interface Http {
  fetch: typeof fetch;
  timeoutMs: number;
}

const ALL: Lang[] = ['English', 'Spanish', 'Simplified_Chinese'];
const anyPair = (from: Lang, to: Lang) => ALL.includes(from) && ALL.includes(to);

/** A hosted engine's error text: `{error:{message}}` (OpenAI), `{error}` (LibreTranslate), `{message}` (DeepL). */
async function errorText(res: Response) {
  const body = await res.text().catch(() => '');
  try {
    const j = JSON.parse(body) as { error?: string | { message?: string }; message?: string };
    const msg = typeof j.error === 'string' ? j.error : (j.error?.message ?? j.message);
    if (msg) return msg;
  } catch {
    // not JSON
  }
  return body.slice(0, 200) || res.statusText;
}

async function postJson(http: Http, engine: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await http.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(http.timeoutMs),
    });
  } catch (e) {
    const err = e as Error;
    if (err.name === 'TimeoutError' || err.name === 'AbortError') throw new TranslationError(`${engine} did not answer within ${http.timeoutMs / 1000} s`);
    throw new TranslationError(`${engine} cannot be reached: ${err.message}`);
  }
  if (!res.ok) throw new TranslationError(`${engine} refused the request (${res.status}): ${await errorText(res)}`);
  return res.json().catch(() => {
    throw new TranslationError(`${engine} answered something that is not JSON`);
  });
}

/** Translates in batches, keeping the order; empty texts are not sent. */
async function inBatches(texts: string[], size: number, translate: (batch: string[]) => Promise<string[]>) {
  const out = texts.map(() => '');
  const todo = texts.map((t, i) => ({ i, t: t.replace(/\s+/g, ' ').trim() })).filter((x) => x.t);
  for (let k = 0; k < todo.length; k += size) {
    const batch = todo.slice(k, k + size);
    const done = await translate(batch.map((x) => x.t));
    batch.forEach((x, j) => (out[x.i] = done[j]!.trim()));
  }
  return out;
}

const DEEPL_SOURCE: Record<Lang, string> = { English: 'EN', Spanish: 'ES', Simplified_Chinese: 'ZH' };
const DEEPL_TARGET: Record<Lang, string> = { English: 'EN-US', Spanish: 'ES', Simplified_Chinese: 'ZH-HANS' };

/** DeepL API v2 (`POST /v2/translate`, up to 50 texts a request); free keys end in ":fx" and use the free host. */
export function createDeepL(o: Http & { apiKey: string; apiUrl?: string }): Translator {
  const base = (o.apiUrl || (o.apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com')).replace(/\/+$/, '').replace(/\/v2$/, '');
  return {
    name: 'deepl',
    supports: anyPair,
    translate: (texts, from, to) =>
      inBatches(texts, 50, async (batch) => {
        const body = (await postJson(
          o,
          'DeepL',
          `${base}/v2/translate`,
          { text: batch, source_lang: DEEPL_SOURCE[from], target_lang: DEEPL_TARGET[to] },
          { Authorization: `DeepL-Auth-Key ${o.apiKey}` },
        )) as {
          translations?: { text: string }[];
        };
        return checkedTranslations(
          body.translations?.map((t) => t.text),
          batch.length,
          'DeepL',
        );
      }),
  };
}

const ISO: Record<Lang, string> = { English: 'en', Spanish: 'es', Simplified_Chinese: 'zh' };

/** LibreTranslate (`POST /translate {q, source, target, format, api_key}`; q may be a list). */
export function createLibreTranslate(o: Http & { url: string; apiKey?: string }): Translator {
  const base = o.url.replace(/\/+$/, '');
  // Self-hosted servers name Simplified Chinese "zh"; newer ones "zh-Hans". Learned on first refusal.
  let zh = 'zh';
  const code = (l: Lang) => (l === 'Simplified_Chinese' ? zh : ISO[l]);
  const call = async (q: string[], from: Lang, to: Lang) => {
    const body = (await postJson(o, 'LibreTranslate', `${base}/translate`, {
      q,
      source: code(from),
      target: code(to),
      format: 'text',
      ...(o.apiKey ? { api_key: o.apiKey } : {}),
    })) as {
      translatedText?: string[] | string;
    };
    return checkedTranslations(
      Array.isArray(body.translatedText) ? body.translatedText : q.length === 1 ? [body.translatedText] : undefined,
      q.length,
      'LibreTranslate',
    );
  };
  return {
    name: 'libretranslate',
    supports: anyPair,
    translate: (texts, from, to) =>
      inBatches(texts, 25, async (batch) => {
        try {
          return await call(batch, from, to);
        } catch (e) {
          if (zh === 'zh' && (from === 'Simplified_Chinese' || to === 'Simplified_Chinese') && /zh.*not supported/i.test((e as Error).message)) {
            zh = 'zh-Hans';
            return call(batch, from, to);
          }
          throw e;
        }
      }),
  };
}

const LANG_NAME: Record<Lang, string> = { English: 'English', Spanish: 'Spanish', Simplified_Chinese: 'Simplified Chinese' };

function parseJsonList(content: string): unknown {
  const m = /\[[\s\S]*\]/.exec(content.replace(/```(?:json)?/g, ''));
  try {
    return m ? JSON.parse(m[0]) : null;
  } catch {
    return null;
  }
}

/**
 * An OpenAI-compatible chat completions model (`POST {base}/chat/completions`). Sentences go as a
 * JSON list, 40 at a time, and must come back as a list of the same length; if not, each sentence
 * of that batch is asked on its own.
 */
export function createLlmTranslator(o: Http & { baseUrl: string; apiKey?: string; model?: string }): Translator {
  const base = o.baseUrl.replace(/\/+$/, '');
  const model = o.model || 'gpt-4o-mini';
  const ask = async (batch: string[], from: Lang, to: Lang) => {
    const body = (await postJson(
      o,
      'the translation model',
      `${base}/chat/completions`,
      {
        model,
        temperature: 0,
        messages: [
          {
            role: 'system',
            content: `You translate video subtitles from ${LANG_NAME[from]} into ${LANG_NAME[to]}. Answer with only a JSON array of strings: one translation per input item, in the same order, nothing else.`,
          },
          { role: 'user', content: JSON.stringify(batch) },
        ],
      },
      o.apiKey ? { Authorization: `Bearer ${o.apiKey}` } : {},
    )) as { choices?: { message?: { content?: string } }[] };
    const list = parseJsonList(body.choices?.[0]?.message?.content ?? '');
    return Array.isArray(list) && list.length === batch.length && list.every((t) => typeof t === 'string') ? (list as string[]) : null;
  };
  return {
    name: `llm:${model}`,
    supports: anyPair,
    translate: (texts, from, to) =>
      inBatches(texts, 40, async (batch) => {
        const all = await ask(batch, from, to);
        if (all) return all;
        const one: string[] = [];
        for (const t of batch) {
          const r = await ask([t], from, to);
          if (!r) throw new TranslationError('the translation model did not answer with a JSON list of translations');
          one.push(r[0]!);
        }
        return one;
      }),
  };
}
