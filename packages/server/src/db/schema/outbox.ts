import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The channels a message can go out on: e-mail, or a text message by SMS or WhatsApp. */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** A message channel. */
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

const channelList = sql.raw(MESSAGE_CHANNELS.map((channel) => `'${channel}'`).join(', '));

/**
 * Messages written by the development sender adapter (src/senders/outbox-sender.ts) instead of being delivered:
 * readable at `GET /dev/outbox/` in demo mode only. Holds exactly what a real provider would have been given.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** E-mail address or phone number, as given to the sender. */
    recipient: text('recipient').notNull(),
    /** E-mail subject; null for text messages. */
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.id),
    check('outbox_messages_channel_check', sql`${table.channel} in (${channelList})`),
  ],
);

/** A row of `outbox_messages`. */
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
