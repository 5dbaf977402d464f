/** Above this RMS level (0..1) a voice counts as speaking; room noise and a muted track stay below. */
export const SPEAKING_LEVEL = 0.02;
/** Sound is judged in frames of this many samples (~21 ms at 48 kHz): a syllable is longer. */
const FRAME = 1024;
/** How often the levels are looked at. */
const SAMPLE_MS = 100;

/**
 * The analyser's window: the smallest power of two holding more than the time between two looks,
 * so a short sound (a "yes", a clap) never falls between them unheard.
 */
export function windowFor(sampleRate: number) {
  let size = FRAME;
  while (size < (sampleRate * SAMPLE_MS * 1.2) / 1000 && size < 32768) size *= 2;
  return size;
}

/** The level (RMS, 0..1) of the loudest frame in a window of samples. */
export function loudestFrame(samples: Float32Array, frame = FRAME) {
  let loudest = 0;
  for (let start = 0; start < samples.length; start += frame) {
    const end = Math.min(start + frame, samples.length);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    loudest = Math.max(loudest, Math.sqrt(sum / (end - start)));
  }
  return loudest;
}

/**
 * Audio levels of several streams, looked at every 100 ms on one AudioContext: who is speaking now
 * (the tiles' ring) and how long I spoke (the room's speaking time). Each look hears everything
 * since the last one, frame by frame, not only its last few milliseconds.
 */
export class LevelMeter {
  private ctx: AudioContext | null = null;
  private sources = new Map<string, { stream: MediaStream; analyser: AnalyserNode; node: MediaStreamAudioSourceNode; speaking: boolean }>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private buf = new Float32Array(0);
  private lastLook = 0;

  constructor(
    private onSpeakingChange: (id: string, speaking: boolean) => void,
    private onSample: (id: string, speaking: boolean, ms: number) => void = () => undefined,
  ) {}

  /** Measures a stream under an id (replacing the id's earlier stream); streams without audio are ignored. */
  watch(id: string, stream: MediaStream | null) {
    const prev = this.sources.get(id);
    if (prev?.stream === stream) return;
    if (prev) this.unwatch(id);
    if (!stream || !stream.getAudioTracks().length || typeof AudioContext === 'undefined') return;
    this.ctx ??= new AudioContext();
    void this.ctx.resume().catch(() => undefined);
    const node = this.ctx.createMediaStreamSource(stream);
    const analyser = this.ctx.createAnalyser();
    analyser.fftSize = windowFor(this.ctx.sampleRate);
    node.connect(analyser);
    this.sources.set(id, { stream, analyser, node, speaking: false });
    this.timer ??= setInterval(() => this.sample(), SAMPLE_MS);
  }

  unwatch(id: string) {
    const s = this.sources.get(id);
    if (!s) return;
    s.node.disconnect();
    this.sources.delete(id);
  }

  /** The level (0..1) of a stream's loudest frame in its last `ms` milliseconds (at most the window). */
  level(id: string, ms = SAMPLE_MS) {
    const s = this.sources.get(id);
    if (!s || !this.ctx) return 0;
    if (this.buf.length !== s.analyser.fftSize) this.buf = new Float32Array(s.analyser.fftSize);
    s.analyser.getFloatTimeDomainData(this.buf);
    const recent = Math.min(this.buf.length, Math.ceil((this.ctx.sampleRate * ms) / 1000));
    return loudestFrame(this.buf.subarray(this.buf.length - recent));
  }

  close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const id of [...this.sources.keys()]) this.unwatch(id);
    void this.ctx?.close().catch(() => undefined);
    this.ctx = null;
    this.lastLook = 0;
  }

  private sample() {
    // What was heard since the last look (timers run late on a busy machine), counted as one look.
    const now = performance.now();
    const since = this.lastLook ? now - this.lastLook : SAMPLE_MS;
    this.lastLook = now;
    for (const [id, s] of this.sources) {
      const speaking = this.level(id, since) > SPEAKING_LEVEL;
      this.onSample(id, speaking, SAMPLE_MS);
      if (speaking !== s.speaking) {
        s.speaking = speaking;
        this.onSpeakingChange(id, speaking);
      }
    }
  }
}
