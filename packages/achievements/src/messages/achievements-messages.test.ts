import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { ACHIEVEMENTS_MESSAGES } from './achievements-messages.js';

describe('achievements messages', () => {
  it('are complete in every language: pt-BR inline, under `achievements` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(ACHIEVEMENTS_MESSAGES, 'achievements')).toEqual([]);
  });
});
