import path from 'node:path';
import type { PasswordHashCost } from './security/password';
import type { S3StorageOptions } from './storage/object-storage';

/** Every environment variable the server reads, parsed once. Nothing else reads process.env. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; PGlite lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** postgres://… selects node-postgres; null selects the embedded PGlite. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections this process opens to PostgreSQL (default 10). */
  databasePoolSize: number;
  /** When set, rate-limit counters live in Redis so several processes share them. */
  redisUrl: string | null;
  /** REDIS_PREFIX: the start of every Redis key and channel (default 'uniclass:'), so deployments can share a Redis. */
  redisPrefix: string;
  /** REDIS_TIMEOUT_MS: connect and command timeout (default 500); past it the process counts on its own. */
  redisTimeoutMs: number;
  /** Uploaded files: STORAGE_DRIVER=local (DATA_DIR/uploads, default) or s3 (S3_* variables). */
  storage: { driver: 'local' } | { driver: 's3'; s3: S3StorageOptions };
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  marketingUrl: string;
  /** QA tools (machine inspector) are exposed only when true: QA_TOOLS, default on except in production. */
  qaTools: boolean;
  /** /docs (OpenAPI UI and JSON): API_DOCS, default on except in production. */
  apiDocs: boolean;
  /** Seed the demo accounts into an empty database: SEED_DEMO, default on except in production. */
  seedDemo: boolean;
  smsProvider: 'outbox' | 'http';
  smsWebhookUrl: string | null;
  /** Origin of an absolute VITE_IMAGE_HOST, added to the CSP img-src; null when images are same-origin. */
  imageOrigin: string | null;
  /** Where the Vite build lives. */
  distDir: string;
  /** The static marketing page folder. */
  siteDir: string;
  /** OpenAI-compatible chat API for practice feedback (AI_API_URL); null keeps the local provider. */
  aiApiUrl: string | null;
  aiApiKey: string | null;
  /** AI_MODEL, default gpt-4o-mini. */
  aiModel: string;
  /** The account parents transfer to (VietQR). Demo values unless PAYMENT_* are set. */
  paymentBank: { name: string; bin: string; accountNumber: string; accountName: string };
  /** `x-admin-token` of the staff endpoints (mark an order paid); null disables them (403). */
  adminToken: string | null;
  /**
   * TRUST_PROXY: Fastify's trustProxy. Off by default (the socket address is the client); behind a
   * reverse proxy set it to the proxy's address(es) or CIDR ("10.0.0.0/8,127.0.0.1"), a hop count
   * ("1"), or "true" (trust every hop: only when nothing but the proxy can reach the server), so the
   * per-IP limits see the pupil's school, not the proxy.
   */
  trustProxy: boolean | number | string[];
  /**
   * CLASSROOM_BASE_URL: the video-meeting provider of the classes; a session's room name is appended
   * (default https://meet.jit.si/, public Jitsi rooms). A self-hosted Jitsi or any provider with
   * named rooms works the same way.
   */
  classroomBaseUrl: string;
  /**
   * PASSWORD_HASH_COST: `standard` (argon2id at the OWASP minimum, the only value production accepts)
   * or `low` (a few hundred microseconds a hash, for test suites that sign many accounts up).
   */
  passwordHashCost: PasswordHashCost;
  /**
   * RANKING_PAGE_CACHE_ROWS: ranking rows this process keeps to answer the same contest ranking page
   * to many pupils (default 20000, ≈ 10 MB; 0 reads every page from the database).
   */
  rankingPageCacheRows: number;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const ROOT = path.resolve(import.meta.dirname, '..');

function pick<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  name: string,
): T {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0-65535 (got "${value}")`);
  return port;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a positive integer (got "${value}")`);
  return number;
}

function nonNegativeInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be 0 or a positive integer (got "${value}")`);
  return number;
}

function storageConfig(env: Env): AppConfig['storage'] {
  const driver = pick(env.STORAGE_DRIVER, ['local', 's3'] as const, 'local', 'STORAGE_DRIVER');
  if (driver === 'local') return { driver };
  if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const endpoint = env.S3_ENDPOINT || null;
  return {
    driver,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint,
      // S3-compatible servers (MinIO, s3rver) mostly want the bucket in the path; AWS wants it in the host.
      forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== null),
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : null,
      keyPrefix: env.S3_KEY_PREFIX || '',
    },
  };
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

function parseClassroomBaseUrl(value: string | undefined): string {
  if (value === undefined || value === '') return 'https://meet.jit.si/';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CLASSROOM_BASE_URL must be an absolute URL (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`CLASSROOM_BASE_URL must be http(s) (got "${value}")`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase()))
    return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (
      !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(address)
    )
      throw new Error(`TRUST_PROXY must be true, a hop count or addresses/CIDRs (got "${value}")`);
  }
  return addresses;
}

/** Reads the environment once; throws a readable error on an invalid value so boot fails early. */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = pick(
    env.NODE_ENV,
    ['development', 'production', 'test'] as const,
    'development',
    'NODE_ENV',
  );
  const smsProvider = pick(env.SMS_PROVIDER, ['outbox', 'http'] as const, 'outbox', 'SMS_PROVIDER');
  const smsWebhookUrl = env.SMS_WEBHOOK_URL || null;
  if (smsProvider === 'http' && !smsWebhookUrl) throw new Error('SMS_PROVIDER=http needs SMS_WEBHOOK_URL');
  const production = nodeEnv === 'production';
  // The outbox sends nothing: in production nobody would ever receive an OTP (issue 10 item 8).
  if (production && smsProvider === 'outbox' && !flag(env.ALLOW_OUTBOX_SMS, false))
    throw new Error(
      'NODE_ENV=production needs SMS_PROVIDER=http (with SMS_WEBHOOK_URL): the outbox sends no SMS. ' +
        'Set ALLOW_OUTBOX_SMS=1 to run a production build without real SMS anyway (OTPs are then never sent).',
    );
  const passwordHashCost = pick(
    env.PASSWORD_HASH_COST,
    ['standard', 'low'] as const,
    'standard',
    'PASSWORD_HASH_COST',
  );
  if (production && passwordHashCost !== 'standard')
    throw new Error('NODE_ENV=production hashes passwords at PASSWORD_HASH_COST=standard only');
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(ROOT, env.DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'uniclass:',
    redisTimeoutMs: positiveInteger(env.REDIS_TIMEOUT_MS, 500, 'REDIS_TIMEOUT_MS'),
    storage: storageConfig(env),
    nodeEnv,
    logLevel: pick(env.LOG_LEVEL, LOG_LEVELS, 'info', 'LOG_LEVEL'),
    marketingUrl: env.MARKETING_URL || '/site/',
    qaTools: flag(env.QA_TOOLS, !production),
    apiDocs: flag(env.API_DOCS, !production),
    seedDemo: flag(env.SEED_DEMO, !production),
    smsProvider,
    smsWebhookUrl,
    imageOrigin: originOf(env.VITE_IMAGE_HOST),
    distDir: path.join(ROOT, 'dist'),
    siteDir: path.join(ROOT, 'site'),
    aiApiUrl: env.AI_API_URL || null,
    aiApiKey: env.AI_API_KEY || null,
    aiModel: env.AI_MODEL || 'gpt-4o-mini',
    paymentBank: {
      name: env.PAYMENT_BANK_NAME || 'Vietcombank',
      bin: env.PAYMENT_BANK_BIN || '970436',
      accountNumber: env.PAYMENT_ACCOUNT_NUMBER || '0011004567890',
      accountName: env.PAYMENT_ACCOUNT_NAME || 'CONG TY CO PHAN UNICLASS',
    },
    // Development and tests get a known token so staff flows can be tried; production must set one.
    adminToken: env.ADMIN_API_TOKEN || (production ? null : 'dev-admin-token'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    classroomBaseUrl: parseClassroomBaseUrl(env.CLASSROOM_BASE_URL),
    passwordHashCost,
    rankingPageCacheRows: nonNegativeInteger(env.RANKING_PAGE_CACHE_ROWS, 20_000, 'RANKING_PAGE_CACHE_ROWS'),
    ...overrides,
  };
}
