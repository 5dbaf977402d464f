/** Above this RMS level (0..1) a voice counts as speaking; room noise and a muted track stay below. */
export const SPEAKING_LEVEL = 0.02;

/**
 * Audio levels of several streams, sampled every 100 ms on one AudioContext: who is speaking now
 * (the tiles' ring) and how long I spoke (the room's speaking time).
 */
export class LevelMeter {
  private ctx: AudioContext | null = null;
  private sources = new Map<string, { stream: MediaStream; analyser: AnalyserNode; node: MediaStreamAudioSourceNode; speaking: boolean }>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private buf = new Float32Array(1024);

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
    analyser.fftSize = 1024;
    node.connect(analyser);
    this.sources.set(id, { stream, analyser, node, speaking: false });
    this.timer ??= setInterval(() => this.sample(), 100);
  }

  unwatch(id: string) {
    const s = this.sources.get(id);
    if (!s) return;
    s.node.disconnect();
    this.sources.delete(id);
  }

  /** The current level (0..1) of a stream, for a test or a meter. */
  level(id: string) {
    const s = this.sources.get(id);
    if (!s) return 0;
    s.analyser.getFloatTimeDomainData(this.buf);
    let sum = 0;
    for (const v of this.buf) sum += v * v;
    return Math.sqrt(sum / this.buf.length);
  }

  close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const id of [...this.sources.keys()]) this.unwatch(id);
    void this.ctx?.close().catch(() => undefined);
    this.ctx = null;
  }

  private sample() {
    for (const [id, s] of this.sources) {
      const speaking = this.level(id) > SPEAKING_LEVEL;
      this.onSample(id, speaking, 100);
      if (speaking !== s.speaking) {
        s.speaking = speaking;
        this.onSpeakingChange(id, speaking);
      }
    }
  }
}
