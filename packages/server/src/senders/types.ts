/**
 * Sender adapters: how the account flows reach people outside the API (spec §2: recovery by e-mail and by an
 * SMS/WhatsApp code; phone verification). Flows compose the message; an adapter only delivers it, so a real
 * provider (SMTP, an e-mail API, an SMS/WhatsApp gateway) plugs in behind these interfaces without touching
 * any flow. See docs/server.md "Senders and the dev outbox".
 */

/** An e-mail, already composed and localized. */
export interface EmailMessage {
  /** One address. */
  readonly to: string;
  readonly subject: string;
  /** Plain text body. */
  readonly text: string;
}

/** The channels of a text message (spec §2: "an SMS/WhatsApp code"). */
export type TextChannel = 'sms' | 'whatsapp';

/** A short text message, already composed and localized. */
export interface TextMessage {
  /** The phone number as the user registered it (an adapter normalises it to its provider's format). */
  readonly to: string;
  readonly channel: TextChannel;
  readonly text: string;
}

/** Delivers e-mails. Resolves once the provider accepted the message; rejects when it did not. */
export interface EmailSender {
  /** A short name for logs and docs (`outbox`, `smtp` ...). */
  readonly name: string;
  sendEmail(message: EmailMessage): Promise<void>;
}

/** Delivers SMS and WhatsApp messages. Resolves once the provider accepted the message; rejects when it did not. */
export interface SmsSender {
  /** A short name for logs and docs. */
  readonly name: string;
  sendText(message: TextMessage): Promise<void>;
}

/** The senders an app uses. */
export interface Senders {
  readonly email: EmailSender;
  readonly sms: SmsSender;
}
