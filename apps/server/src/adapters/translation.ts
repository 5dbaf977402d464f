import { createApertium } from './translation-apertium';
import { createDeepL, createLibreTranslate, createLlmTranslator } from './translation-hosted';
import { checkedTranslations, TranslationError, type Lang, type Translator } from './translation-port';

export { TranslationError, type Lang, type Translator } from './translation-port';

export interface TranslatorOptions {
  llmBaseUrl?: string;
  llmApiKey?: string;
  llmModel?: string;
  libreTranslateUrl?: string;
  libreTranslateApiKey?: string;
  deeplApiKey?: string;
  deeplApiUrl?: string;
  fetch?: typeof fetch;
  /** Per hosted request. */
  timeoutMs?: number;
  /** For tests: leave Apertium out even where it is installed. */
  apertium?: boolean;
}

/** What the pipeline says when no engine covers a pair. */
export function unsupportedPairReason(from: Lang, to: Lang) {
  const name = (l: Lang) => (l === 'Simplified_Chinese' ? 'Chinese' : l);
  return `no engine here translates ${name(from)} into ${name(to)}: ask the administrator to configure a translation service`;
}

/**
 * The configured chain: hosted engines first (DeepL, LibreTranslate, an OpenAI-compatible LLM),
 * then Apertium (Spanish↔English, offline) where its binary and the eng-spa pair are installed.
 * A pair goes to the first engine that covers it; when that engine fails, the next one that covers
 * it is tried, and the last error is reported if none succeeds.
 */
export function createTranslator(opts: TranslatorOptions): Translator {
  const engines: Translator[] = [];
  const http = { fetch: opts.fetch ?? fetch, timeoutMs: opts.timeoutMs ?? 120_000 };
  if (opts.deeplApiKey) engines.push(createDeepL({ ...http, apiKey: opts.deeplApiKey, apiUrl: opts.deeplApiUrl }));
  if (opts.libreTranslateUrl) engines.push(createLibreTranslate({ ...http, url: opts.libreTranslateUrl, apiKey: opts.libreTranslateApiKey }));
  if (opts.llmBaseUrl) engines.push(createLlmTranslator({ ...http, baseUrl: opts.llmBaseUrl, apiKey: opts.llmApiKey, model: opts.llmModel }));
  if (opts.apertium !== false) engines.push(installedApertium());
  return chain(engines);
}

/**
 * Apertium where it is installed, asked which pairs it has (`apertium -l`, ~30 ms of a blocked
 * main thread) when a translation first needs it, in a job, not at every start (issue 22).
 */
function installedApertium(): Translator {
  let found: Translator | null | undefined;
  const engine = () => (found === undefined ? (found = createApertium()) : found);
  return {
    name: 'apertium',
    supports: (from, to) => !!engine()?.supports(from, to),
    translate: (texts, from, to) => {
      const e = engine();
      return e ? e.translate(texts, from, to) : Promise.reject(new TranslationError(unsupportedPairReason(from, to)));
    },
  };
}

export function chain(engines: Translator[]): Translator {
  return {
    name: engines.map((e) => e.name).join('+') || 'none',
    supports: (from, to) => from === to || engines.some((e) => e.supports(from, to)),
    async translate(texts, from, to) {
      if (from === to || texts.length === 0) return [...texts];
      let lastError: unknown = new TranslationError(unsupportedPairReason(from, to));
      for (const engine of engines.filter((e) => e.supports(from, to))) {
        try {
          return checkedTranslations(await engine.translate(texts, from, to), texts.length, engine.name);
        } catch (e) {
          lastError = e;
        }
      }
      throw lastError;
    },
  };
}
