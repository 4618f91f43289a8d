import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from '../config';

/** Query parameters whose values never reach a log line (getWeeklyInApp passes tokens in the URL). */
const SECRET_QUERY_KEYS = /^(access_token|token|user|password|otp|code)$/i;

/** The request URL with secret query values replaced, for logging. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // Undecodable keys are logged as sent.
      }
      return SECRET_QUERY_KEYS.test(name) ? `${key}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * Whether Fastify logs every request and response (two JSON lines each). Production and tests keep
 * them (log shipping; the e2e servers' log tails). On a developer's machine (`npm run dev`, `npm start`
 * without NODE_ENV) they buried the banner with the demo accounts under a page load's dozens of
 * lines: off there (a failed request still logs its error), back with LOG_LEVEL=debug or trace.
 */
export function logsRequests(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): boolean {
  return config.nodeEnv !== 'development' || config.logLevel === 'debug' || config.logLevel === 'trace';
}

/** Fastify's request lines without the two per request; a request that failed is still logged. */
class ErrorsOnlyRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }
}

/** The log controller for `config`: Fastify's default where requests are logged (see logsRequests). */
export function requestLogController(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
): LogController | undefined {
  return logsRequests(config) ? undefined : new ErrorsOnlyRequestLog();
}

/** pino options: level from LOG_LEVEL, credentials redacted wherever they could be logged. */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.access_token',
        'req.headers.cookie',
        'headers.authorization',
        'headers.access_token',
        '*.password',
        '*.otp',
        '*.access_token',
        '*.accessToken',
        '*.token',
        '*.uniclassToken',
        '*.password_hash',
        '*.code_hash',
        '*.token_hash',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; host?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
