/**
 * Picks the SMS provider of the configuration. It lives apart from the provider interface so the
 * implementations import the interface and nothing imports back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { createHttpSmsProvider } from './http-provider';
import { createOutboxSmsProvider } from './outbox-provider';
import type { SmsProvider } from './sms-provider';

/** SMS_PROVIDER=outbox (default: stored + logged) or http (SMS_WEBHOOK_URL). */
export function createSmsProvider(
  config: Pick<AppConfig, 'smsProvider' | 'smsWebhookUrl' | 'nodeEnv'>,
  db: Db,
  log: FastifyBaseLogger,
): SmsProvider {
  if (config.smsProvider === 'http' && config.smsWebhookUrl)
    return createHttpSmsProvider(config.smsWebhookUrl, log);
  return createOutboxSmsProvider(db, log, {
    printBanner: config.nodeEnv === 'development',
    logText: config.nodeEnv !== 'production',
  });
}
