import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { CHECKIN_MESSAGES } from './checkin-messages.js';

describe('check-in messages', () => {
  it('are complete in every language: pt-BR inline, under `checkin` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(CHECKIN_MESSAGES, 'checkin')).toEqual([]);
  });
});
