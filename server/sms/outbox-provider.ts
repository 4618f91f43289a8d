import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { storeOutboxMessage } from './sms-outbox.repository';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Development delivery: the message is stored in sms_outbox (GET /main/dev/sms-outbox reads it) and
 * logged at info, so a developer copies the OTP from the server log. In production (only with
 * ALLOW_OUTBOX_SMS=1) the text — an OTP — is never logged: only that a message was stored.
 */
export function createOutboxSmsProvider(
  db: Db,
  log: FastifyBaseLogger,
  options: { printBanner: boolean; logText: boolean },
): SmsProvider {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      await storeOutboxMessage(db, message.phone, message.body);
      if (!options.logText) {
        log.info({ sms: { to: message.phone } }, 'SMS outbox: message stored, not sent (text not logged)');
        return;
      }
      // `sms` (not `otp`) so the logger's redaction paths leave it readable in development.
      log.info({ sms: { to: message.phone, text: message.body } }, `SMS outbox → ${message.phone}`);
      if (options.printBanner) {
        process.stdout.write(`\n┌─ SMS (outbox) → ${message.phone}\n└─ ${message.body}\n\n`);
      }
    },
  };
}
