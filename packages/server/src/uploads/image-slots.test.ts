import { expect, it } from 'vitest';
import { isApiError } from '../http/api-error';
import { createImageSlots } from './image-slots';

it('runs image work a few at a time, keeps a bounded line, and answers 503 with Retry-After beyond it', async () => {
  const slots = createImageSlots(1, 1);
  let release: () => void = () => undefined;
  const running = slots.run(() => new Promise<string>((done) => (release = () => done('first'))));
  let secondStarted = false;
  const waiting = slots.run(async () => {
    secondStarted = true;
    return 'second';
  });
  await Promise.resolve();
  expect(secondStarted).toBe(false);

  const refused = await slots.run(async () => 'third').catch((error: unknown) => error);
  expect(isApiError(refused) && refused.status).toBe(503);
  expect(isApiError(refused) && refused.headers['retry-after']).toBe('5');

  release();
  await expect(running).resolves.toBe('first');
  await expect(waiting).resolves.toBe('second');
  await expect(slots.run(async () => 'again')).resolves.toBe('again');
});
