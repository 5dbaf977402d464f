import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechToText, LOCAL_WHISPER_REASON, NO_STT_REASON, readWav, SpeechToTextError } from '../src/adapters/speech-to-text';
import { tmpDir } from './watch-helpers';
import { wavOf } from '../src/features/reading/speech';

/** 16 kHz mono 16-bit WAV of `seconds` (a quiet tone: the double does not listen). */
function toneWav(seconds: number) {
  const data = Buffer.alloc(Math.round(seconds * 16000) * 2);
  for (let i = 0; i < data.length / 2; i++) data.writeInt16LE(Math.round(1000 * Math.sin(i / 10)), i * 2);
  return wavOf(data, 16000);
}

interface Seen {
  path: string;
  authorization?: string;
  fields: Record<string, string>;
  file?: { name: string; type: string; bytes: Buffer };
}

/**
 * A stand-in for OpenAI's `POST /v1/audio/transcriptions` as documented: multipart `file`, `model`,
 * `language`, `response_format`, `timestamp_granularities[]`; verbose_json answers with `segments`;
 * errors as `{error: {message, type}}`.
 */
async function startTranscriptionDouble(answer: (seen: Seen, res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
    const s: Seen = { path: req.url ?? '', authorization: req.headers.authorization, fields: {} };
    for (const [k, v] of form.entries()) {
      if (typeof v === 'string') s.fields[k] = v;
      else s.file = { name: v.name, type: v.type, bytes: Buffer.from(await v.arrayBuffer()) };
    }
    seen.push(s);
    answer(s, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    seen,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
const segment = (id: number, start: number, end: number, text: string, extra: object = {}) => ({
  id,
  seek: 0,
  start,
  end,
  text,
  tokens: [50364, 2425],
  temperature: 0,
  avg_logprob: -0.2,
  compression_ratio: 1.1,
  no_speech_prob: 0.01,
  ...extra,
});

describe('speech-to-text through an OpenAI-compatible transcription API', () => {
  let dir: string;
  let wav: string;
  beforeAll(async () => {
    dir = tmpDir();
    wav = path.join(dir, 'speech.wav');
    await fs.writeFile(wav, toneWav(3));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('sends the documented multipart request and reads verbose_json segments into cues', async () => {
    const api = await startTranscriptionDouble((_s, res) =>
      json(res, 200, {
        task: 'transcribe',
        language: 'spanish',
        duration: 3,
        text: 'Hola a todos. ¿Qué tal?',
        segments: [
          segment(0, 0, 1.4, ' Hola a todos.'),
          segment(1, 1.4, 2.9, ' ¿Qué tal?'),
          segment(2, 2.9, 3, ' Gracias por ver.', { no_speech_prob: 0.93, avg_logprob: -1.6 }),
        ],
      }),
    );
    const stt = createSpeechToText({ baseUrl: `${api.baseUrl}/`, apiKey: 'sk-test-key' });
    expect(stt).toMatchObject({ available: true, name: 'openai-compatible:whisper-1' });
    const cues = await stt.transcribe(wav, 'Spanish');
    await api.close();

    // The last segment is Whisper's own "silence" (likely no speech, low confidence): dropped, never shown as speech.
    expect(cues).toEqual([
      { start: 0, end: 1.4, text: 'Hola a todos.' },
      { start: 1.4, end: 2.9, text: '¿Qué tal?' },
    ]);
    expect(api.seen).toHaveLength(1);
    const [req] = api.seen;
    expect(req!.path).toBe('/v1/audio/transcriptions');
    expect(req!.authorization).toBe('Bearer sk-test-key');
    expect(req!.fields).toEqual({ model: 'whisper-1', language: 'es', response_format: 'verbose_json', 'timestamp_granularities[]': 'segment' });
    expect(req!.file).toMatchObject({ name: 'speech.wav', type: 'audio/wav' });
    expect(req!.file!.bytes.equals(await fs.readFile(wav))).toBe(true);
  });

  it('sends long audio in parts, each a WAV of its own, and places the cues at their time in the whole', async () => {
    const api = await startTranscriptionDouble((s, res) => {
      const seconds = readWav(s.file!.bytes).data.length / 32000;
      json(res, 200, { task: 'transcribe', language: 'english', duration: seconds, text: 'x', segments: [segment(0, 0.5, seconds, ` part of ${seconds} s`)] });
    });
    const long = path.join(dir, 'long.wav');
    await fs.writeFile(long, toneWav(5));
    const cues = await createSpeechToText({ baseUrl: api.baseUrl, model: 'large-v3', chunkSec: 2 }).transcribe(long, 'English');
    await api.close();
    expect(cues).toEqual([
      { start: 0.5, end: 2, text: 'part of 2 s' },
      { start: 2.5, end: 4, text: 'part of 2 s' },
      { start: 4.5, end: 5, text: 'part of 1 s' },
    ]);
    expect(api.seen.map((s) => [s.fields.model, s.fields.language, s.authorization])).toEqual([
      ['large-v3', 'en', undefined],
      ['large-v3', 'en', undefined],
      ['large-v3', 'en', undefined],
    ]);
  });

  it('reports the service’s own error message (401 with {error:{message}})', async () => {
    const api = await startTranscriptionDouble((_s, res) =>
      json(res, 401, { error: { message: 'Incorrect API key provided: sk-wrong.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } }),
    );
    const err = await createSpeechToText({ baseUrl: api.baseUrl, apiKey: 'sk-wrong' })
      .transcribe(wav, 'English')
      .catch((e: unknown) => e);
    await api.close();
    expect(err).toBeInstanceOf(SpeechToTextError);
    expect((err as Error).message).toBe('the speech-to-text service refused the audio (401): Incorrect API key provided: sk-wrong.');
  });

  it('says so when the service answers without timed segments, or not at all', async () => {
    const plain = await startTranscriptionDouble((_s, res) => json(res, 200, { text: 'Hello without times.' }));
    await expect(createSpeechToText({ baseUrl: plain.baseUrl }).transcribe(wav, 'English')).rejects.toThrow('answered without timed segments');
    await plain.close();

    const silent = await startTranscriptionDouble(() => {
      /* never answers */
    });
    await expect(createSpeechToText({ baseUrl: silent.baseUrl, timeoutMs: 300 }).transcribe(wav, 'English')).rejects.toThrow(
      'the speech-to-text service did not answer within 0.3 s',
    );
    await silent.close();

    await expect(createSpeechToText({ baseUrl: 'http://127.0.0.1:9/v1' }).transcribe(wav, 'English')).rejects.toThrow(/cannot be reached/);
  });

  it('refuses audio that is not WAV before sending anything', async () => {
    const notWav = path.join(dir, 'notes.wav');
    await fs.writeFile(notWav, 'not audio');
    await expect(createSpeechToText({ baseUrl: 'http://127.0.0.1:9/v1' }).transcribe(notWav, 'English')).rejects.toThrow('not a WAV file');
  });
});

describe('no speech-to-text engine configured', () => {
  it('is unavailable with the reason the learner sees, and never invents a transcript', async () => {
    const stt = createSpeechToText({});
    expect(stt).toMatchObject({ available: false, unavailableReason: NO_STT_REASON });
    expect(NO_STT_REASON).toBe('no speech-to-text engine is configured on this server: upload a caption file, or ask the administrator to configure one');
    await expect(stt.transcribe('/nonexistent.wav', 'English')).rejects.toThrow(NO_STT_REASON);
  });

  it('says what local Whisper model files need when only WHISPER_MODEL_DIR is set', async () => {
    const stt = createSpeechToText({ whisperModelDir: '/srv/models/whisper-base' });
    expect(stt).toMatchObject({ available: false, unavailableReason: LOCAL_WHISPER_REASON });
    expect(LOCAL_WHISPER_REASON).toContain('sherpa-onnx-node binding, which is not installed');
    await expect(stt.transcribe('/nonexistent.wav', 'Spanish')).rejects.toThrow(SpeechToTextError);
  });
});
