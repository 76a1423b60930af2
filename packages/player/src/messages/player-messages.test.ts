import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { PLAYER_MESSAGES } from './player-messages.js';

describe('player messages', () => {
  it('are complete in every language: pt-BR inline, under `player` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(PLAYER_MESSAGES, 'player')).toEqual([]);
  });
});
