/** A Time frame every 4 s; without any answer for 10 s the connection is dead (a network gone quiet). */
const BEAT_MS = 4_000;
const SILENT_MS = 10_000;

type Options = {
  send: (frame: { command: 'Time'; t0: number }) => void;
  /** The socket seems dead: reconnect. */
  restart: () => void;
  isOpen: () => boolean;
  /** The server's clock minus this browser's, each time a shorter round trip measures it better. */
  onOffset: (offset: number) => void;
};

/**
 * The room socket's clock and pulse: the server's time measured on the shortest of the round trips
 * (three at each join, then one every beat), and a restart when the socket has gone silent.
 */
export class SocketClock {
  private bestRtt = Infinity;
  private lastAnswerAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private opts: Options) {}

  start() {
    this.timer ??= setInterval(() => this.beat(), BEAT_MS);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A new connection: measure again from scratch. */
  joined() {
    this.bestRtt = Infinity;
    this.lastAnswerAt = Date.now();
    for (let i = 0; i < 3; i++) setTimeout(() => this.ask(), i * 300);
  }

  /** Any frame from the server shows the connection is alive. */
  heard() {
    this.lastAnswerAt = Date.now();
  }

  /** The answer to a Time frame. */
  answer(t0: number, serverNow: number) {
    const rtt = performance.now() - t0;
    if (rtt >= this.bestRtt) return;
    // The server read its clock about half a round trip before the answer arrived.
    this.bestRtt = rtt;
    this.opts.onOffset(serverNow + rtt / 2 - Date.now());
  }

  private ask() {
    this.opts.send({ command: 'Time', t0: performance.now() });
  }

  private beat() {
    if (!this.opts.isOpen()) return;
    if (Date.now() - this.lastAnswerAt > SILENT_MS) return this.opts.restart();
    this.ask();
  }
}
