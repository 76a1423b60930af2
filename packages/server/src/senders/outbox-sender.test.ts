import { asc, desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { createTestDatabase, describeEachDatabase } from '../test-support/test-app.test-util';
import type { TestDatabase } from '../test-support/test-app.test-util';
import { createOutboxSenders } from './outbox-sender';
import { itFulfilsTheSenderContract } from './sender-contract.test-util';
import { createSenders, loadSenderConfig } from './sender-config';

describeEachDatabase('outbox sender', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  }, 60_000);
  afterAll(() => test?.dispose());

  itFulfilsTheSenderContract(async () => {
    const { db } = test.database;
    const [last] = await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const since = last?.id ?? 0;
    return {
      senders: createOutboxSenders(db),
      secrets: ['campus-demo-token-pepper'],
      delivered: async () =>
        (
          await db.select().from(outboxMessages).where(gt(outboxMessages.id, since)).orderBy(asc(outboxMessages.id))
        ).map(({ channel, recipient, subject, body }) => ({ channel, recipient, subject, body })),
    };
  });
});

describe('sender configuration', () => {
  it('defaults to the outbox and refuses adapters this build does not ship', () => {
    expect(loadSenderConfig({})).toEqual({ email: 'outbox', sms: 'outbox' });
    expect(loadSenderConfig({ CAMPUS_EMAIL_SENDER: ' outbox ', CAMPUS_SMS_SENDER: '' })).toEqual({
      email: 'outbox',
      sms: 'outbox',
    });
    expect(() => loadSenderConfig({ CAMPUS_EMAIL_SENDER: 'smtp' })).toThrow(
      /CAMPUS_EMAIL_SENDER: unknown sender "smtp" \(this build ships: outbox\)/,
    );
    expect(() => loadSenderConfig({ CAMPUS_SMS_SENDER: 'twilio' })).toThrow(/CAMPUS_SMS_SENDER/);
    expect(() => createSenders({ email: 'nope', sms: 'outbox' }, {} as never)).toThrow(/unknown sender/);
  });
});
