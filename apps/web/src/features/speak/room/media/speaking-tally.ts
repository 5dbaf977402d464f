const REPORT_MS = 5_000;

/**
 * My speaking time in the room, counted per timeline step and reported to the server every few
 * seconds and whenever the step changes (decision 0087). `send` answers whether the frame went out;
 * what could not be sent is kept for the next report.
 */
export class SpeakingTally {
  private step: string | null = null;
  private spokenMs = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private send: (step: string, ms: number) => boolean,
    private mayReport: () => boolean,
  ) {}

  add(ms: number) {
    this.spokenMs += ms;
  }

  /** The timeline's current step; what was said in the previous one is reported first. */
  setStep(step: string | null) {
    if (step === this.step) return;
    this.report();
    this.step = step;
  }

  start() {
    this.timer ??= setInterval(() => this.report(), REPORT_MS);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  report() {
    const ms = Math.round(this.spokenMs);
    if (!this.step || !ms || !this.mayReport()) return;
    if (this.send(this.step, Math.min(ms, 60_000))) this.spokenMs = 0;
  }
}
