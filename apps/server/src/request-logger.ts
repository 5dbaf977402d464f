import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';

type Level = Exclude<LevelWithSilent, 'silent'>;
type Pino = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

// Its state is kept under symbols, as pino keeps a logger's: a log line that holds a request or a
// reply (Fastify's `request completed` with request logging on) shows `log` as `{}` either way.
const PARENT = Symbol('parent');
const BINDINGS = Symbol('bindings');
const OPTIONS = Symbol('options');
const MADE = Symbol('made');

/**
 * A request's logger (`req.log`), whose pino child is made the first time the request logs at a
 * level that is on. Fastify makes a child per request to bind its `reqId`; with this app's
 * redaction that cost ~1.5 µs and its garbage on every request, though almost no request logs
 * anything (docs/decisions/0137). What a request logs is unchanged: the same child, with the same
 * bindings and options, writes it; once made (or once its level is set), every call goes to it.
 */
class RequestLogger {
  [MADE]: Pino | undefined = undefined;
  [PARENT]: Pino;
  [BINDINGS]: Bindings;
  [OPTIONS]: ChildLoggerOptions;
  constructor(parent: Pino, bindings: Bindings, options: ChildLoggerOptions) {
    this[PARENT] = parent;
    this[BINDINGS] = bindings;
    this[OPTIONS] = options;
  }

  /** The real child, made once. */
  real(): Pino {
    return (this[MADE] ??= this[PARENT].child(this[BINDINGS], this[OPTIONS]) as Pino);
  }

  log(level: Level, args: unknown[]) {
    const target = this[MADE] ?? (this[PARENT].isLevelEnabled(level) ? this.real() : undefined);
    if (target) (target[level] as (...a: unknown[]) => void)(...args);
  }

  isLevelEnabled(level: string) {
    return (this[MADE] ?? this[PARENT]).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.real().child(bindings, options);
  }

  get level() {
    return (this[MADE] ?? this[PARENT]).level;
  }
  set level(level: string) {
    this.real().level = level;
  }

  silent() {}
}

// One method per level, as pino has them (Fastify checks that they exist).
for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: unknown[]) {
      this.log(level, args);
    },
  });
}

/**
 * Fastify's `childLoggerFactory`: the lazy request logger above, unless the route asks for a log
 * level or serializers of its own (none does today), which get pino's child at once.
 */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const parent = logger as FastifyBaseLogger & { isLevelEnabled?: unknown };
  if (typeof parent.isLevelEnabled !== 'function' || options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLogger(parent as Pino, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * The same factory with the requests' loggers made from `root`, whatever logger Fastify holds: for
 * an app given no logger of its own (decision 0145), whose requests still log through the app's.
 */
export const requestLoggerFactoryOf =
  (root: FastifyBaseLogger) =>
  (_logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
    requestLoggerFactory(root, bindings, options);
