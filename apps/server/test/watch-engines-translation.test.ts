import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTranslator, TranslationError } from '../src/adapters/translation';
import { APERTIUM_SKIP, apertiumEngSpa } from './watch-helpers';

interface Call {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The JSON the adapter sent (any: each test reads the fields of its own API). */
  body: any;
}

/** A local stand-in for a hosted translation API: records each JSON request, answers with `reply`. */
async function double(reply: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  const server = http.createServer(async (req, res) => {
    let text = '';
    for await (const c of req) text += c;
    const call = { path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : null };
    calls.push(call);
    const r = reply(call);
    res.writeHead(r.status ?? 200, { 'Content-Type': 'application/json' }).end(JSON.stringify(r.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

const upper = (texts: string[]) => texts.map((t) => `«${t.toUpperCase()}»`);

describe('DeepL (POST /v2/translate)', () => {
  it('sends texts 50 at a time with the DeepL-Auth-Key header and DeepL language codes, and keeps order and empty lines', async () => {
    const api = await double((c) => ({
      body: { translations: (c.body.text as string[]).map((t) => ({ detected_source_language: 'EN', text: upper([t])[0] })) },
    }));
    const t = createTranslator({ deeplApiKey: 'secret:fx', deeplApiUrl: `${api.url}/v2/`, apertium: false });
    const input = Array.from({ length: 61 }, (_, i) => (i === 7 ? '  ' : `line ${i}`));
    const out = await t.translate(input, 'English', 'Simplified_Chinese');
    await api.close();
    expect(out).toHaveLength(61);
    expect(out[0]).toBe('«LINE 0»');
    expect(out[7]).toBe('');
    expect(out[60]).toBe('«LINE 60»');
    expect(api.calls.map((c) => [c.path, c.body.text.length, c.body.source_lang, c.body.target_lang, c.headers.authorization])).toEqual([
      ['/v2/translate', 50, 'EN', 'ZH-HANS', 'DeepL-Auth-Key secret:fx'],
      ['/v2/translate', 10, 'EN', 'ZH-HANS', 'DeepL-Auth-Key secret:fx'],
    ]);
    expect(t.supports('English', 'Simplified_Chinese')).toBe(true);
  });

  it('reports DeepL’s own message when it refuses', async () => {
    const api = await double(() => ({ status: 403, body: { message: 'Wrong endpoint. Use https://api.deepl.com' } }));
    const err = await createTranslator({ deeplApiKey: 'k', deeplApiUrl: api.url, apertium: false })
      .translate(['Hola.'], 'Spanish', 'English')
      .catch((e: unknown) => e);
    await api.close();
    expect(err).toBeInstanceOf(TranslationError);
    expect((err as Error).message).toBe('DeepL refused the request (403): Wrong endpoint. Use https://api.deepl.com');
    expect(api.calls[0]!.body).toEqual({ text: ['Hola.'], source_lang: 'ES', target_lang: 'EN-US' });
  });
});

describe('LibreTranslate (POST /translate)', () => {
  it('sends {q, source, target, format, api_key} with a list of texts', async () => {
    const api = await double((c) => ({ body: { translatedText: upper(c.body.q) } }));
    const out = await createTranslator({ libreTranslateUrl: `${api.url}/`, libreTranslateApiKey: 'lt-key', apertium: false }).translate(
      ['uno', 'dos'],
      'Spanish',
      'English',
    );
    await api.close();
    expect(out).toEqual(['«UNO»', '«DOS»']);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.path).toBe('/translate');
    expect(api.calls[0]!.body).toEqual({ q: ['uno', 'dos'], source: 'es', target: 'en', format: 'text', api_key: 'lt-key' });
  });

  it('names Simplified Chinese "zh-Hans" for servers that refuse "zh"', async () => {
    const api = await double((c) =>
      c.body.target === 'zh' ? { status: 400, body: { error: 'zh is not supported' } } : { body: { translatedText: ['你好。'] } },
    );
    const out = await createTranslator({ libreTranslateUrl: api.url, apertium: false }).translate(['Hello.'], 'English', 'Simplified_Chinese');
    await api.close();
    expect(out).toEqual(['你好。']);
    expect(api.calls.map((c) => c.body.target)).toEqual(['zh', 'zh-Hans']);
  });

  it('reports a server that answers fewer texts than it was sent', async () => {
    const api = await double(() => ({ body: { translatedText: ['only one'] } }));
    await expect(createTranslator({ libreTranslateUrl: api.url, apertium: false }).translate(['a', 'b'], 'English', 'Spanish')).rejects.toThrow(
      'LibreTranslate answered 1 translations for 2 texts',
    );
    await api.close();
  });
});

describe('an OpenAI-compatible LLM (POST /chat/completions)', () => {
  const completion = (content: string) => ({
    body: { id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] },
  });

  it('asks for a JSON list of translations, 40 sentences at a time, and reads it (code fences allowed)', async () => {
    const api = await double((c) => completion('```json\n' + JSON.stringify(upper(JSON.parse(c.body.messages[1].content))) + '\n```'));
    const t = createTranslator({ llmBaseUrl: `${api.url}/v1`, llmApiKey: 'sk-llm', llmModel: 'small-model', apertium: false });
    const out = await t.translate(
      Array.from({ length: 45 }, (_, i) => `s${i}`),
      'English',
      'Simplified_Chinese',
    );
    await api.close();
    expect(out[44]).toBe('«S44»');
    expect(api.calls.map((c) => [c.path, c.headers.authorization, c.body.model, JSON.parse(c.body.messages[1].content).length])).toEqual([
      ['/v1/chat/completions', 'Bearer sk-llm', 'small-model', 40],
      ['/v1/chat/completions', 'Bearer sk-llm', 'small-model', 5],
    ]);
    expect(api.calls[0]!.body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('from English into Simplified Chinese') });
  });

  it('asks sentence by sentence when a batch comes back with the wrong number of lines, and fails clearly on nonsense', async () => {
    const api = await double((c) => {
      const batch = JSON.parse(c.body.messages[1].content) as string[];
      return completion(batch.length > 1 ? '["merged everything into one"]' : JSON.stringify(upper(batch)));
    });
    const t = createTranslator({ llmBaseUrl: api.url, apertium: false });
    expect(await t.translate(['a', 'b', 'c'], 'Spanish', 'English')).toEqual(['«A»', '«B»', '«C»']);
    expect(api.calls).toHaveLength(4);
    await api.close();

    const chatty = await double(() => completion('Sure! Here is your translation: hola'));
    await expect(createTranslator({ llmBaseUrl: chatty.url, apertium: false }).translate(['hello'], 'English', 'Spanish')).rejects.toThrow(
      'the translation model did not answer with a JSON list of translations',
    );
    await chatty.close();
  });
});

describe('the chain of engines', () => {
  it('answers texts unchanged when the languages are the same, and fails with the reason when nothing covers a pair', async () => {
    const t = createTranslator({ apertium: false });
    expect(await t.translate(['same'], 'English', 'English')).toEqual(['same']);
    await expect(t.translate(['x'], 'Spanish', 'Simplified_Chinese')).rejects.toThrow(
      'no engine here translates Spanish into Chinese: ask the administrator to configure a translation service',
    );
  });

  it.skipIf(!apertiumEngSpa)('uses the hosted engine first and Apertium when the hosted one fails', async () => {
    const api = await double((c) =>
      c.body.text[0] === 'The cat is black.'
        ? { status: 503, body: { message: 'Service unavailable' } }
        : { body: { translations: c.body.text.map((x: string) => ({ text: `deepl:${x}` })) } },
    );
    const t = createTranslator({ deeplApiKey: 'k', deeplApiUrl: api.url });
    expect(t.name).toBe('deepl+apertium');
    expect(await t.translate(['Good morning.'], 'English', 'Spanish')).toEqual(['deepl:Good morning.']);
    expect(await t.translate(['The cat is black.'], 'English', 'Spanish')).toEqual(['El gato es negro.']);
    await api.close();
  });
  if (!apertiumEngSpa) console.warn(`watch-engines-translation: Apertium fallback skipped, ${APERTIUM_SKIP}`);
});
