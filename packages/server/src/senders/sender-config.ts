import type { CampusDb } from '../db/database';
import { createOutboxEmailSender, createOutboxSmsSender, OUTBOX_SENDER_NAME } from './outbox-sender';
import type { EmailSender, Senders, SmsSender } from './types';

/** What builds one adapter: the database is there for adapters that queue or record (the outbox). */
interface SenderFactories {
  readonly email: (db: CampusDb) => EmailSender;
  readonly sms: (db: CampusDb) => SmsSender;
}

/**
 * The adapters this build ships, by configuration name. Only the development outbox ships; a real provider
 * adds an entry here (e.g. `smtp: { email: createSmtpSender, ... }`) reading its own credentials from the
 * environment, and is selected with `CAMPUS_EMAIL_SENDER` / `CAMPUS_SMS_SENDER`.
 */
export const SENDER_FACTORIES: Readonly<Record<string, Partial<SenderFactories>>> = {
  [OUTBOX_SENDER_NAME]: { email: createOutboxEmailSender, sms: createOutboxSmsSender },
};

/** Which adapter each channel uses. */
export interface SenderConfig {
  /** `CAMPUS_EMAIL_SENDER`. @default 'outbox' */
  readonly email: string;
  /** `CAMPUS_SMS_SENDER` (SMS and WhatsApp). @default 'outbox' */
  readonly sms: string;
}

/** The sender variables this module reads. */
export const SENDER_VARIABLES = ['CAMPUS_EMAIL_SENDER', 'CAMPUS_SMS_SENDER'] as const;

/**
 * Reads the sender selection from the environment.
 * @throws {Error} naming the variable when it selects an adapter this build does not ship.
 */
export function loadSenderConfig(env: NodeJS.ProcessEnv = process.env): SenderConfig {
  const pick = (variable: (typeof SENDER_VARIABLES)[number], channel: keyof SenderFactories): string => {
    const name = env[variable]?.trim() || OUTBOX_SENDER_NAME;
    if (!SENDER_FACTORIES[name]?.[channel]) {
      const known = Object.keys(SENDER_FACTORIES).filter((key) => SENDER_FACTORIES[key]?.[channel]);
      throw new Error(`${variable}: unknown sender ${JSON.stringify(name)} (this build ships: ${known.join(', ')})`);
    }
    return name;
  };
  return { email: pick('CAMPUS_EMAIL_SENDER', 'email'), sms: pick('CAMPUS_SMS_SENDER', 'sms') };
}

/** Builds the configured adapters. */
export function createSenders(config: SenderConfig, db: CampusDb): Senders {
  const email = SENDER_FACTORIES[config.email]?.email;
  const sms = SENDER_FACTORIES[config.sms]?.sms;
  if (!email || !sms) throw new Error(`unknown sender configuration ${JSON.stringify(config)}`);
  return { email: email(db), sms: sms(db) };
}
