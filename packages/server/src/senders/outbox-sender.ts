import type { CampusDb } from '../db/database';
import { outboxMessages } from '../db/schema';
import type { EmailSender, Senders, SmsSender } from './types';

/** The name of the development adapter in configuration (`CAMPUS_EMAIL_SENDER=outbox`). */
export const OUTBOX_SENDER_NAME = 'outbox';

/**
 * The development e-mail adapter: writes each message to the `outbox_messages` table instead of delivering
 * it, for `GET /dev/outbox/` (demo mode) and for tests to read.
 */
export function createOutboxEmailSender(db: CampusDb): EmailSender {
  return {
    name: OUTBOX_SENDER_NAME,
    async sendEmail({ to, subject, text }) {
      await db.insert(outboxMessages).values({ channel: 'email', recipient: to, subject, body: text });
    },
  };
}

/** The development SMS/WhatsApp adapter: writes each message to the `outbox_messages` table. */
export function createOutboxSmsSender(db: CampusDb): SmsSender {
  return {
    name: OUTBOX_SENDER_NAME,
    async sendText({ to, channel, text }) {
      await db.insert(outboxMessages).values({ channel, recipient: to, subject: null, body: text });
    },
  };
}

/** Both development adapters over one database. */
export function createOutboxSenders(db: CampusDb): Senders {
  return { email: createOutboxEmailSender(db), sms: createOutboxSmsSender(db) };
}
