import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { CALENDAR_MESSAGES } from './calendar-messages.js';

describe('calendar export messages', () => {
  it('are complete in every language, under `catalogue-calendar` only, with the placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(CALENDAR_MESSAGES, 'catalogue-calendar')).toEqual([]);
  });
});
