import { and, desc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { outboxMessages } from '../db/schema';
import type { MessageChannel } from '../db/schema';
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

/** What {@link readOutbox} reads: messages to one recipient, of one channel, at most `limit`. */
export interface OutboxQuery {
  readonly recipient?: string | undefined;
  readonly channel?: MessageChannel | undefined;
  readonly limit: number;
}

/** The outbox's messages, newest first (`GET /dev/outbox/` in demo mode). */
export async function readOutbox(db: CampusDb, { recipient, channel, limit }: OutboxQuery) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        recipient === undefined ? undefined : eq(outboxMessages.recipient, recipient),
        channel === undefined ? undefined : eq(outboxMessages.channel, channel),
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}
