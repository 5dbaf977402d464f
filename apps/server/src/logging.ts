import pino from 'pino';

/** Paths pino censors: passwords and tokens never reach the logs (request bodies are not logged at all). */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-csrftoken"]',
    'res.headers["set-cookie"]',
    'password',
    '*.password',
    'token',
    '*.token',
    'access_token',
    '*.access_token',
  ],
  censor: '[redacted]',
};

/** Query parameters that carry secrets (the chat socket's token, OAuth codes) are masked in logged URLs. */
export function redactUrl(url: string) {
  return url.replace(/([?&](?:token|access_token|code|state)=)[^&#]*/gi, '$1[redacted]');
}

/** The longest text field of a logged error (a command's output, a response body) kept in full. */
export const MAX_LOGGED_ERROR_TEXT = 2000;

/**
 * pino's error serializer, with what an error carries besides its message kept small: a failed
 * command's error holds everything the command wrote (`stdout`, `stderr`), which for ffmpeg decoding
 * audio is megabytes of samples, and logging it as JSON numbers made one line of ~8 MB. Binary
 * fields become their length; long text is cut with a note of how much was left out.
 */
function serializeError(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!out || typeof out !== 'object') return out;
  for (const [key, value] of Object.entries(out)) {
    if (key === 'stack' || key === 'message') continue;
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) out[key] = `[${value.byteLength} bytes]`;
    else if (typeof value === 'string' && value.length > MAX_LOGGED_ERROR_TEXT)
      out[key] = `${value.slice(0, MAX_LOGGED_ERROR_TEXT)}… [${value.length - MAX_LOGGED_ERROR_TEXT} more characters]`;
  }
  return out;
}

export const logSerializers = {
  req(req: { method: string; url: string; hostname?: string; ip?: string }) {
    return { method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip };
  },
  err: serializeError,
};

/** The pino options every process uses. */
export const loggerOptions = (level: string) => ({ level, redact: logRedaction, serializers: logSerializers });
