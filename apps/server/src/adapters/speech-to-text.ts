import fs from 'node:fs/promises';
import path from 'node:path';

/** A timed piece of speech or caption, in seconds. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export type SpeechLanguage = 'English' | 'Spanish' | 'Simplified_Chinese';

/** The speech-to-text port: turns a 16 kHz mono WAV into timed cues. */
export interface SpeechToText {
  name: string;
  available: boolean;
  unavailableReason?: string;
  transcribe(audioWavPath: string, language: SpeechLanguage): Promise<Cue[]>;
}

/** A failure the pipeline reports to the learner as the reason (never a made-up transcript). */
export class SpeechToTextError extends Error {}

export const NO_STT_REASON = 'no speech-to-text engine is configured on this server: upload a caption file, or ask the administrator to configure one';

/**
 * Local Whisper model files are not run in this server: sherpa-onnx-node aborts the whole process
 * (an uncatchable native exception) on a bad model file, and no model can be fetched or tested here.
 * The same model files work behind an OpenAI-compatible Whisper server (docs/decisions/0041).
 */
export const LOCAL_WHISPER_REASON =
  "local Whisper model files (WHISPER_MODEL_DIR) need the sherpa-onnx-node binding, which is not installed on this server: run a Whisper server with an OpenAI-compatible API (for example whisper.cpp's server or faster-whisper-server) and set STT_BASE_URL, or upload a caption file";

export const ISO_639_1: Record<SpeechLanguage, string> = { English: 'en', Spanish: 'es', Simplified_Chinese: 'zh' };

export interface SpeechToTextOptions {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  whisperModelDir?: string;
  fetch?: typeof fetch;
  /** Per request; hosted Whisper takes about a tenth of the audio's length. */
  timeoutMs?: number;
  /** Audio longer than this is sent in parts (OpenAI accepts files up to 25 MB: 13 minutes of 16 kHz WAV). */
  chunkSec?: number;
}

/**
 * The configured engine: an OpenAI-compatible transcription API (STT_BASE_URL), else none, with
 * the reason the pipeline shows (WHISPER_MODEL_DIR alone says what local Whisper needs).
 */
export function createSpeechToText(opts: SpeechToTextOptions): SpeechToText {
  if (opts.baseUrl) return createOpenAiSpeechToText({ ...opts, baseUrl: opts.baseUrl });
  const reason = opts.whisperModelDir ? LOCAL_WHISPER_REASON : NO_STT_REASON;
  return {
    name: opts.whisperModelDir ? 'whisper-local' : 'none',
    available: false,
    unavailableReason: reason,
    transcribe: () => Promise.reject(new SpeechToTextError(reason)),
  };
}

interface VerboseSegment {
  start: number;
  end: number;
  text: string;
  avg_logprob?: number;
  no_speech_prob?: number;
}

/** The PCM samples of a WAV file, so long audio can be sent in parts with headers of their own. */
export function readWav(wav: Buffer) {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new SpeechToTextError('the audio to transcribe is not a WAV file');
  let at = 12;
  let fmt: Buffer | null = null;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') fmt = wav.subarray(at + 8, at + 8 + size);
    if (id === 'data' && fmt) {
      const byteRate = fmt.readUInt32LE(8);
      const blockAlign = fmt.readUInt16LE(12);
      return { fmt, byteRate, blockAlign, data: wav.subarray(at + 8, Math.min(wav.length, at + 8 + size)) };
    }
    at += 8 + size + (size % 2);
  }
  throw new SpeechToTextError('the audio to transcribe has no samples');
}

function wavWith(fmt: Buffer, data: Buffer) {
  const h = Buffer.alloc(20);
  h.write('RIFF', 0);
  h.writeUInt32LE(4 + 8 + fmt.length + 8 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(fmt.length, 16);
  const d = Buffer.alloc(8);
  d.write('data', 0);
  d.writeUInt32LE(data.length, 4);
  return Buffer.concat([h, fmt, d, data]);
}

async function errorMessage(res: Response) {
  const body = await res.text().catch(() => '');
  try {
    const json = JSON.parse(body) as { error?: { message?: string } | string; detail?: string };
    const msg = typeof json.error === 'string' ? json.error : (json.error?.message ?? json.detail);
    if (msg) return msg;
  } catch {
    // not JSON: fall through to the raw text
  }
  return body.slice(0, 200) || res.statusText;
}

/** OpenAI's audio transcriptions API (and servers that follow it: faster-whisper-server, whisper.cpp's server, LocalAI…). */
export function createOpenAiSpeechToText(opts: SpeechToTextOptions & { baseUrl: string }): SpeechToText {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  const model = opts.model || 'whisper-1';
  const timeoutMs = opts.timeoutMs ?? 600_000;
  const chunkSec = opts.chunkSec ?? 600;

  async function transcribePart(wav: Buffer, name: string, language: SpeechLanguage): Promise<Cue[]> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), name);
    form.append('model', model);
    form.append('language', ISO_639_1[language]);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    let res: Response;
    try {
      res = await doFetch(`${base}/audio/transcriptions`, {
        method: 'POST',
        headers: opts.apiKey ? { Authorization: `Bearer ${opts.apiKey}` } : {},
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const err = e as Error;
      if (err.name === 'TimeoutError' || err.name === 'AbortError')
        throw new SpeechToTextError(`the speech-to-text service did not answer within ${timeoutMs / 1000} s`);
      throw new SpeechToTextError(`the speech-to-text service cannot be reached: ${err.message}`);
    }
    if (!res.ok) throw new SpeechToTextError(`the speech-to-text service refused the audio (${res.status}): ${await errorMessage(res)}`);
    const body = (await res.json().catch(() => null)) as { segments?: VerboseSegment[]; text?: string; duration?: number } | null;
    if (!body || !Array.isArray(body.segments)) throw new SpeechToTextError('the speech-to-text service answered without timed segments (verbose_json)');
    return (
      body.segments
        // Whisper's own rule for silence: a likely non-speech segment decoded with low confidence is dropped.
        .filter((s) => !((s.no_speech_prob ?? 0) > 0.6 && (s.avg_logprob ?? 0) < -1))
        .map((s) => ({ start: Number(s.start), end: Number(s.end), text: String(s.text ?? '').trim() }))
        .filter((s) => s.text && Number.isFinite(s.start) && Number.isFinite(s.end))
    );
  }

  return {
    name: `openai-compatible:${model}`,
    available: true,
    async transcribe(audioWavPath, language) {
      const wav = readWav(await fs.readFile(audioWavPath));
      const partBytes = Math.max(wav.blockAlign, Math.floor((wav.byteRate * chunkSec) / wav.blockAlign) * wav.blockAlign);
      const cues: Cue[] = [];
      const name = path.basename(audioWavPath);
      for (let at = 0, part = 0; at < wav.data.length; at += partBytes, part++) {
        const offset = at / wav.byteRate;
        const slice = wav.data.subarray(at, at + partBytes);
        for (const c of await transcribePart(wavWith(wav.fmt, slice), part ? `${part}-${name}` : name, language))
          cues.push({ start: c.start + offset, end: c.end + offset, text: c.text });
      }
      return cues;
    },
  };
}
