import { badgesResponseSchema, certificatesResponseSchema } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { pdfText } from '../../achievements/pdf-text.test-util';
import { memberMessages, users } from '../../db/schema';
import { demoTokens } from '../../loyalty/loyalty-test-helpers.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { DEMO_BADGES } from './demo-achievements';

describeEachDatabase('demo certificates and badges', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let learner: string;

  beforeAll(async () => {
    ({ learner } = await demoTokens(context.app, ['learner']));
  });

  const get = (url: string, locale = 'pt-BR') =>
    context.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${learner}`, 'accept-language': locale },
    });

  it('gives the learner a certificate of each finished course, none of the trail a blocked course is in', async () => {
    const response = await get('/api/certificates/');
    expect(response.statusCode, response.body).toBe(200);
    const { results } = certificatesResponseSchema.parse(response.json());
    expect(results.map((item) => item.training_type)).toEqual(Array(6).fill('online_course'));
    const titles = results.map((item) => item.training_title);
    // Course 32 ('improved') counts; course 33 ('blocked') does not, nor its trail "Compliance e Segurança".
    expect(titles).toContain('Código de Conduta');
    expect(titles).not.toContain('Prevenção a Fraudes');
    const pdf = await get(`/api/certificates/${results[0]?.id}/pdf/`, 'en-US');
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(new Uint8Array(pdf.rawPayload))).toContain('Ana Souza');
  });

  it('gives the learner the badges those courses earn, each with a message, and lists the rest', async () => {
    const response = await get('/api/badges/', 'en-US');
    expect(response.statusCode, response.body).toBe(200);
    const { results } = badgesResponseSchema.parse(response.json());
    expect(results).toHaveLength(DEMO_BADGES.length);
    const earned = results.filter((item) => item.earned_at !== null).map((item) => item.code);
    expect(earned).toEqual(['first-course', 'five-courses']);
    expect(results.find((item) => item.code === 'ten-courses')).toMatchObject({
      name: 'Knowledge marathoner',
      image: '/static/demo/badges/ten-courses.svg',
      progress: { current: 6, target: 10 },
    });
    const [user] = await context.database.db.select().from(users).where(eq(users.username, 'learner'));
    const messages = await context.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.userId, user?.id ?? 0), eq(memberMessages.kind, 'badge_earned')));
    expect(messages).toHaveLength(2);
    const image = await context.app.inject({ method: 'GET', url: '/static/demo/badges/ten-courses.svg' });
    expect(image.statusCode).toBe(200);
  });
});
