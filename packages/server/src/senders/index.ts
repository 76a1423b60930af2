export {
  createOutboxEmailSender,
  createOutboxSenders,
  createOutboxSmsSender,
  OUTBOX_SENDER_NAME,
} from './outbox-sender';
export { createSenders, loadSenderConfig, SENDER_FACTORIES, SENDER_VARIABLES } from './sender-config';
export type { SenderConfig } from './sender-config';
export type { EmailMessage, EmailSender, Senders, SmsSender, TextChannel, TextMessage } from './types';
