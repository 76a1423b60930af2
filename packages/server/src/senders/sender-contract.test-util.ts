import { expect, it } from 'vitest';
import type { MessageChannel } from '../db/schema';
import type { Senders } from './types';

/** A message as an adapter recorded or handed on, read back for the contract. */
export interface RecordedMessage {
  readonly channel: MessageChannel;
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
}

/** What the contract needs of an implementation under test. */
export interface SenderContractSubject {
  readonly senders: Senders;
  /** Everything the implementation delivered (or recorded) since the subject was made, oldest first. */
  delivered(): Promise<readonly RecordedMessage[]>;
  /** Secrets the server holds that must never appear in a message (pepper, hashes, passwords ...). */
  readonly secrets: readonly string[];
}

/**
 * The contract every sender adapter passes (call inside a `describe`): it sends e-mails and SMS/WhatsApp
 * texts, delivers each once to its recipient on its channel with its body untouched (so the link or code meant
 * for the person arrives whole), and adds nothing secret of its own.
 * @param subject made fresh for each test
 */
export function itFulfilsTheSenderContract(subject: () => Promise<SenderContractSubject>): void {
  it('delivers an e-mail to its recipient with its subject and body intact', async () => {
    const { senders, delivered, secrets } = await subject();
    const link = 'https://learn.example.com/recover-password/ana/NDI/abc-XYZ_123';
    await senders.email.sendEmail({ to: 'ana@example.com', subject: 'Reset', text: `Open ${link}\nBye` });
    const messages = await delivered();
    expect(messages).toEqual([
      { channel: 'email', recipient: 'ana@example.com', subject: 'Reset', body: `Open ${link}\nBye` },
    ]);
    for (const secret of secrets) expect(JSON.stringify(messages)).not.toContain(secret);
  });

  it('delivers SMS and WhatsApp texts on their channel, each once', async () => {
    const { senders, delivered, secrets } = await subject();
    await senders.sms.sendText({ to: '+55 11 98765-4321', channel: 'sms', text: 'Code 012345' });
    await senders.sms.sendText({ to: '+55 11 98765-4321', channel: 'whatsapp', text: 'Code 987654' });
    const messages = await delivered();
    expect(messages).toEqual([
      { channel: 'sms', recipient: '+55 11 98765-4321', subject: null, body: 'Code 012345' },
      { channel: 'whatsapp', recipient: '+55 11 98765-4321', subject: null, body: 'Code 987654' },
    ]);
    for (const secret of secrets) expect(JSON.stringify(messages)).not.toContain(secret);
  });

  it('keeps unicode and long bodies whole', async () => {
    const { senders, delivered } = await subject();
    const text = `Olá, João! ${'ç'.repeat(2000)} 😀`;
    await senders.email.sendEmail({ to: 'joão@exemplo.com.br', subject: 'Ação', text });
    expect((await delivered())[0]).toMatchObject({ recipient: 'joão@exemplo.com.br', subject: 'Ação', body: text });
  });

  it('names itself', async () => {
    const { senders } = await subject();
    expect(senders.email.name).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(senders.sms.name).toMatch(/^[a-z][a-z0-9-]*$/);
  });
}
