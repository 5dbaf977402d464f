import type { ErrorBody } from '@lingbridge/contracts/common';
import { getToken } from './storage';

export const API_BASE = '/api/v1';

/** The HTTP layer's failure kinds (spec 01 §8: bad request, bad response, network, timeout, cancelled). */
export type ApiErrorCode = 'bad request' | 'bad response' | 'network' | 'timeout' | 'cancelled';

export class ApiError extends Error {
  constructor(
    public code: ApiErrorCode,
    message: string,
    public status = 0,
    public detail: string | null = null,
    public errors: ErrorBody['errors'] = undefined,
  ) {
    super(message);
  }
}

type Body = { json?: unknown; form?: Record<string, string>; multipart?: FormData };
export type RequestOptions = Body & {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Another API base than /api/v1 (the recordings service, decision 0100). */
  base?: string;
};

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

let beforeFailure: (() => Promise<void>) | null = null;

/**
 * Work to finish before a call that the server refused rejects: in the browser, fetching the
 * translations of the server's texts (main.tsx, lib/server-text.ts), so the page that shows the
 * failure shows it in the reader's language from its first render.
 */
export function setBeforeFailure(hook: (() => Promise<void>) | null) {
  beforeFailure = hook;
}

/** Waits for the work set by setBeforeFailure, if any. */
export async function prepareFailure(): Promise<void> {
  if (beforeFailure) await beforeFailure();
}

/** The server renderer answers API calls in-process (entry-server.tsx); browsers use fetch. */
export function setApiTransport(t: Transport) {
  transport = t;
}

function csrfToken() {
  const m = /(?:^|;\s*)csrftoken=([^;]+)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return m ? decodeURIComponent(m[1]) : null;
}

function urlOf(path: string, query?: RequestOptions['query'], base = API_BASE) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return `${base}${path}${s ? `?${s}` : ''}`;
}

/**
 * Calls the API as spec 01 §7 describes: the stored bearer token, cookies, JSON, form or multipart
 * bodies, the CSRF cookie echoed in a header, no timeout, and 2xx as success. Failures become an
 * ApiError whose message is the spec's text for the kind of failure.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const csrf = csrfToken();
  if (csrf) headers['x-csrftoken'] = csrf;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.multipart) {
    body = opts.multipart;
  }
  let res: Response;
  try {
    res = await transport(urlOf(path, opts.query, opts.base), {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'include',
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw new ApiError('cancelled', 'Request aborted');
    if ((err as Error)?.name === 'TimeoutError') throw new ApiError('timeout', 'timeout exceeded');
    throw new ApiError('network', 'Network Error');
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      if (res.ok) throw new ApiError('bad response', 'Network error occurred', res.status);
    }
  }
  if (res.status >= 200 && res.status < 300) return data as T;
  const err = (data ?? {}) as Partial<ErrorBody>;
  if (err.detail) await prepareFailure();
  throw new ApiError(res.status >= 500 ? 'bad response' : 'bad request', err.detail ?? 'Network error occurred', res.status, err.detail ?? null, err.errors);
}

/** The message to show a person for a failed call: the server's detail, else the spec's network text. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.status >= 500 || err.status === 0 ? 'Network error occurred' : err.message;
  return 'Network error occurred';
}
