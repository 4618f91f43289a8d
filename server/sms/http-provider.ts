import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider';

const TIMEOUT_MS = 5_000;

/**
 * Production delivery: POST { phone, message } as JSON to SMS_WEBHOOK_URL (the SMS gateway or a
 * relay in front of it). The text is not logged: it holds a live OTP.
 */
export function createHttpSmsProvider(webhookUrl: string, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'http',
    async send(message: SmsMessage) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: message.phone, message: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        log.warn({ status: response.status, to: message.phone }, 'SMS webhook refused the message');
        throw new Error(`SMS webhook answered ${response.status}`);
      }
      log.info({ to: message.phone }, 'SMS handed to the webhook');
    },
  };
}
