import i18n, { SERVER_TEXTS } from './i18n';

/**
 * The server's error texts in the interface language (docs/decisions/0153). The API answers in the
 * spec's English words, which clients may compare; the web app shows them in the reader's language.
 * Each language's translations are a chunk of their own (`locales/<lang>/server.json`, keyed by the
 * English text), fetched the first time a call fails, before the failure reaches the page
 * (`setBeforeFailure` in main.tsx), or by `useServerText` for a text that came another way.
 */
type Bundle = Record<string, string>;
type Pattern = [re: RegExp, names: string[], to: string];
const patternsOf = new WeakMap<Bundle, Pattern[]>();

/** Texts with values in them ("at most {max} players"), as patterns made once per loaded bundle. */
function patterns(bundle: Bundle): Pattern[] {
  let list = patternsOf.get(bundle);
  if (!list) {
    list = Object.keys(bundle)
      .filter((k) => k.includes('{'))
      .map((k) => {
        const names: string[] = [];
        const source = k.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '(.+?)'));
        return [new RegExp(`^${source}$`, 's'), names, bundle[k]];
      });
    patternsOf.set(bundle, list);
  }
  return list;
}

/**
 * The interface-language version of a text the server sent (its `detail`), or null when there is
 * none (English, an unknown text, or translations not loaded yet, which this starts loading).
 */
export function serverText(text: string, lng: string = i18n.resolvedLanguage ?? i18n.language): string | null {
  const bundle = lng ? (i18n.getResourceBundle(lng, SERVER_TEXTS) as Bundle | undefined) : undefined;
  if (!bundle) {
    if (i18n.isInitialized) void i18n.loadNamespaces(SERVER_TEXTS).catch(() => undefined);
    return null;
  }
  if (Object.hasOwn(bundle, text)) return bundle[text];
  for (const [re, names, to] of patterns(bundle)) {
    const m = re.exec(text);
    if (m) return names.reduce((out, name, i) => out.replaceAll(`{${name}}`, () => m[i + 1]), to);
  }
  return null;
}
