import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { RANKING_MESSAGES } from './ranking-messages.js';

describe('ranking messages', () => {
  it('are complete in every language: pt-BR inline, under `ranking` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(RANKING_MESSAGES, 'ranking')).toEqual([]);
  });
});
