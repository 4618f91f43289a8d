import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { createHttpSmsProvider } from './http-provider';
import { createOutboxSmsProvider } from './outbox-provider';

export interface SmsMessage {
  /** 09x form. */
  phone: string;
  body: string;
}

/** Where OTP texts go. `send` rejects when the message could not be handed over. */
export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}

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
