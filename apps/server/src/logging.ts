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

export const logSerializers = {
  req(req: { method: string; url: string; hostname?: string; ip?: string }) {
    return { method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip };
  },
};

/** The pino options every process uses. */
export const loggerOptions = (level: string) => ({ level, redact: logRedaction, serializers: logSerializers });
