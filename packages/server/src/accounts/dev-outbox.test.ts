import { describe, expect, it } from 'vitest';
import { createOutboxSenders } from '../senders/outbox-sender';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('GET /dev/outbox/', (kind) => {
  describe('in demo mode', () => {
    const context = useTestApp(kind);

    it('lists what the development sender wrote, newest first, filtered by recipient or channel', async () => {
      const senders = createOutboxSenders(context.database.db);
      await senders.email.sendEmail({ to: 'ana@example.com', subject: 'First', text: 'one' });
      await senders.sms.sendText({ to: '+55 11 90000-0001', channel: 'whatsapp', text: 'Code 123456' });
      await senders.email.sendEmail({ to: 'ana@example.com', subject: 'Second', text: 'two' });

      const all = await context.app.inject({ method: 'GET', url: '/dev/outbox/' });
      expect(all.statusCode).toBe(200);
      expect(all.json().results.map((message: { subject: string | null }) => message.subject)).toEqual([
        'Second',
        null,
        'First',
      ]);

      const ana = await context.app.inject({ method: 'GET', url: '/dev/outbox/?recipient=ana@example.com&limit=1' });
      expect(ana.json().results).toEqual([
        {
          id: expect.any(Number),
          channel: 'email',
          recipient: 'ana@example.com',
          subject: 'Second',
          body: 'two',
          created_at: expect.any(String),
        },
      ]);
      const texts = await context.app.inject({ method: 'GET', url: '/dev/outbox/?channel=whatsapp' });
      expect(texts.json().results).toMatchObject([{ recipient: '+55 11 90000-0001', body: 'Code 123456' }]);
      expect((await context.app.inject({ method: 'GET', url: '/dev/outbox/?limit=0' })).statusCode).toBe(400);
      expect((await context.app.inject({ method: 'GET', url: '/dev/outbox/?recipient=a%00b' })).statusCode).toBe(400);
    });
  });

  describe('to a caller on another machine, or through a proxy', () => {
    const context = useTestApp(kind);

    it('does not exist, even in demo mode: the outbox holds live recovery links', async () => {
      for (const request of [
        { remoteAddress: '203.0.113.7' },
        { remoteAddress: '10.0.0.8' },
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
        { remoteAddress: '::1', headers: { forwarded: 'for=203.0.113.7' } },
      ]) {
        const response = await context.app.inject({ method: 'GET', url: '/dev/outbox/', ...request });
        expect(response.statusCode, JSON.stringify(request)).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const local = await context.app.inject({ method: 'GET', url: '/dev/outbox/', remoteAddress });
        expect(local.statusCode, remoteAddress).toBe(200);
      }
    });
  });

  describe('with demo mode off', () => {
    const context = useTestApp(kind, { config: { demo: false } });

    it('does not exist', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/dev/outbox/' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    });
  });
});
