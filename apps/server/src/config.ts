import path from 'node:path';
import { z } from 'zod';
import { bool, isUrl, list, trustProxy, url } from './config-fields';

/** Every environment variable the server reads, validated at boot (README: Configuration). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{0,40}$/, 'letters, digits, : _ - only')
    .default('lb:'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Lingbridge <no-reply@lingbridge.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: url(['http:', 'https:']).default('https://accounts.google.com'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  AVATAR_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(5_242_880),
  READING_AUDIO_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(15_728_640),
  RECORDING_MAX_BYTES: z.coerce.number().int().min(1024).max(200_000_000).default(26_214_400),
  RECORDINGS_API_PREFIX: z
    .string()
    .regex(/^\/api\/[a-z0-9/_-]+[a-z0-9]$/, 'RECORDINGS_API_PREFIX must be a path under /api/, such as /api/recordings/v1')
    .default('/api/recordings/v1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  WEB_DIST: z.string().optional(),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  CHAT_FILE_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(10_485_760),
  CHAT_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(20),
  // The Speak Room (decision 0120): the embedded mesh takes this many people in a room; ICE servers
  // for the browsers, with coturn's time-limited credentials when TURN_SECRET is set.
  SPEAK_MESH_MAX_PEOPLE: z.coerce.number().int().min(2).max(50).default(12),
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(8).optional(),
  TURN_TTL_SEC: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(86_400),
  // The Janus SFU (decision 0122): browsers' WebSocket addresses, and the admin API our server uses
  // (same order, one per instance), with the admin secret and the VideoRoom admin key (server only).
  JANUS_URL: z.string().optional(),
  JANUS_ADMIN_URL: z.string().optional(),
  JANUS_ADMIN_SECRET: z.string().min(8).optional(),
  JANUS_ROOM_ADMIN_KEY: z.string().min(8).optional(),
  JANUS_MAX_PEOPLE: z.coerce.number().int().min(2).max(10_000).default(200),
  // AI hints in the room: an OpenAI-compatible model when set, else the phrase bank (decision 0121).
  HINTS_LLM_BASE_URL: url(['http:', 'https:']).optional(),
  HINTS_LLM_API_KEY: z.string().optional(),
  HINTS_LLM_MODEL: z.string().default('gpt-4o-mini'),
  REALTIME_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1024).max(1_073_741_824).default(4_194_304),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_+/=]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_BASE: url(['http:', 'https:']).optional(),
  BILLING_SALES_EMAIL: z.string().email().optional(),
  STT_BASE_URL: url(['http:', 'https:']).optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  WHISPER_MODEL_DIR: z.string().min(1).optional(),
  TRANSLATE_LLM_BASE_URL: url(['http:', 'https:']).optional(),
  TRANSLATE_LLM_API_KEY: z.string().min(1).optional(),
  TRANSLATE_LLM_MODEL: z.string().min(1).optional(),
  LIBRETRANSLATE_URL: url(['http:', 'https:']).optional(),
  LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  DEEPL_API_KEY: z.string().min(1).optional(),
  DEEPL_API_URL: url(['http:', 'https:']).optional(),
  VIDEO_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(10_000_000_000).default(209_715_200),
  CAPTION_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(2_097_152),
  WATCH_FETCH_PRIVATE_HOSTS: bool.default(false),
  JOB_STALE_MS: z.coerce.number().int().min(100).max(86_400_000).default(300_000),
  // PGlite's buffer cache (PostgreSQL's shared_buffers), in MB: its own default, 128 MB, is touched
  // at start and held for good; 16 MB serves a school's database (docs/decisions/0123).
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
  // Files: S3-compatible object storage instead of DATA_DIR/files (docs/decisions/0051).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lower-case letters, digits, dots, dashes)')
    .optional(),
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or folder names ending in /')
    .default(''),
  ROLE: z.enum(['all', 'web', 'worker'], 'must be all, web or worker').default('all'),
});

export type Config = ReturnType<typeof loadConfig>;

/** JANUS_URL and JANUS_ADMIN_URL pair up, one of each per instance; the admin secret is required. */
function janusConfig(e: z.infer<typeof envSchema>) {
  if (!e.JANUS_URL) return null;
  const fail = (line: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${line}`);
  };
  const urls = list(e.JANUS_URL);
  const adminUrls = list(e.JANUS_ADMIN_URL);
  // Browsers speak Janus's WebSocket API (the room's client, decision 0122).
  const bad = urls.find((u) => !isUrl(u, ['ws:', 'wss:']));
  if (bad) fail(`JANUS_URL: ${bad} must be a ws: or wss: URL of Janus's WebSocket API`);
  const badAdmin = adminUrls.find((u) => !isUrl(u, ['http:', 'https:']));
  if (badAdmin) fail(`JANUS_ADMIN_URL: ${badAdmin} must be an http: or https: URL of Janus's admin API`);
  if (adminUrls.length !== urls.length) fail('JANUS_ADMIN_URL: one admin API address per JANUS_URL instance, in the same order');
  if (!e.JANUS_ADMIN_SECRET) fail("JANUS_ADMIN_SECRET: is required with JANUS_URL (janus.jcfg's admin_secret)");
  return {
    instances: urls.map((url, i) => ({ url, adminUrl: adminUrls[i]! })),
    adminSecret: e.JANUS_ADMIN_SECRET!,
    roomAdminKey: e.JANUS_ROOM_ADMIN_KEY ?? null,
    maxPeople: e.JANUS_MAX_PEOPLE,
  };
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.APP_SECRET) throw new ConfigError('Invalid configuration:\n  APP_SECRET: is required in production (32+ random characters)');
  if (production && e.SEED_DEMO) throw new ConfigError('Invalid configuration:\n  SEED_DEMO: demo accounts with published passwords are refused in production');
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET))
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET))
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID))
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: is required to store files in S3 (S3_ENDPOINT or S3_ACCESS_KEY_ID is set)');
  // Split roles share their state through the database and the pub/sub port: PGlite is one
  // process's database, and in-process pub/sub would keep a worker's pushes from the web processes.
  if (e.ROLE !== 'all' && (!e.DATABASE_URL || !e.REDIS_URL))
    throw new ConfigError(
      `Invalid configuration:\n  ROLE: ${e.ROLE} processes share PostgreSQL and Redis with the others: set DATABASE_URL and REDIS_URL, or leave ROLE unset`,
    );
  const janus = janusConfig(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    /** Addresses and ranges of the proxies whose X-Forwarded-For gives the client's address; none by default. */
    trustProxy: e.TRUST_PROXY,
    dataDir,
    publicUrl,
    /** Cookies carry Secure in production and whenever the site is served over https (0058). */
    secureCookies: production || publicUrl.startsWith('https:'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    // Outside production a fixed development secret keeps signed cookies valid across restarts.
    appSecret: e.APP_SECRET ?? 'development-only-secret-not-for-production-use',
    seedDemo: e.SEED_DEMO ?? !production,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET!, issuer: e.GOOGLE_ISSUER } : null,
    tokenTtlMs: e.TOKEN_TTL_DAYS * 86_400_000,
    bodyLimit: e.BODY_LIMIT_BYTES,
    avatarMaxBytes: e.AVATAR_MAX_BYTES,
    readingAudioMaxBytes: e.READING_AUDIO_MAX_BYTES,
    /** Largest learner recording upload, before it is turned into mp3 (docs/decisions/0101). */
    recordingMaxBytes: e.RECORDING_MAX_BYTES,
    /** Where the six recording calls of 02 §7 live: a base of their own (docs/decisions/0100). */
    recordingsApiPrefix: e.RECORDINGS_API_PREFIX,
    logLevel: e.LOG_LEVEL,
    authRatePerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    // Payments: Stripe when both keys are set, else the built-in sandbox (docs/decisions/0013).
    stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiBase: e.STRIPE_API_BASE ?? null } : null,
    billingSalesEmail: e.BILLING_SALES_EMAIL ?? null,
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
    chatFileMaxBytes: e.CHAT_FILE_MAX_BYTES,
    chatConnectionsPerUser: e.CHAT_CONNECTIONS_PER_USER,
    speakRoom: {
      meshMaxPeople: e.SPEAK_MESH_MAX_PEOPLE,
      stunUrls: list(e.STUN_URLS),
      turn: e.TURN_URLS ? { urls: list(e.TURN_URLS), secret: e.TURN_SECRET ?? null, ttlSec: e.TURN_TTL_SEC } : null,
      /** The SFU when JANUS_URL is set (decision 0122), else the mesh. */
      janus,
    },
    hintsLlm: e.HINTS_LLM_BASE_URL ? { baseUrl: e.HINTS_LLM_BASE_URL, apiKey: e.HINTS_LLM_API_KEY, model: e.HINTS_LLM_MODEL } : null,
    /** A socket whose unsent frames pass this is too far behind and is closed with 1013 (decision 0070). */
    realtimeMaxBufferedBytes: e.REALTIME_MAX_BUFFERED_BYTES,
    // Watch: speech-to-text and translation engines (docs/decisions/0040); none is needed to start.
    stt: { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL, whisperModelDir: e.WHISPER_MODEL_DIR },
    translation: {
      llmBaseUrl: e.TRANSLATE_LLM_BASE_URL,
      llmApiKey: e.TRANSLATE_LLM_API_KEY,
      llmModel: e.TRANSLATE_LLM_MODEL,
      libreTranslateUrl: e.LIBRETRANSLATE_URL,
      libreTranslateApiKey: e.LIBRETRANSLATE_API_KEY,
      deeplApiKey: e.DEEPL_API_KEY,
      deeplApiUrl: e.DEEPL_API_URL,
    },
    videoUploadMaxBytes: e.VIDEO_UPLOAD_MAX_BYTES,
    captionMaxBytes: e.CAPTION_MAX_BYTES,
    /** Submitted links may point at private addresses (tests, intranets); off by default (SSRF). */
    watchFetchPrivateHosts: e.WATCH_FETCH_PRIVATE_HOSTS,
    /** A job left running this long by a process that died is taken again. */
    jobStaleMs: e.JOB_STALE_MS,
    /** PGlite's shared_buffers in MB (ignored on PostgreSQL, which has its own configuration). */
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    /** Uploaded files in S3-compatible storage when a bucket is set, else in DATA_DIR/files. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Self-hosted servers (MinIO, Garage, Ceph) usually need path-style addresses; AWS does not.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX,
        }
      : null,
    /** all: HTTP and jobs in one process (npm start); web: HTTP only; worker: jobs only (docs/decisions/0077). */
    role: e.ROLE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
