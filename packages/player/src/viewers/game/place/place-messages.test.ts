import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { PLACE_MESSAGES } from './place-messages.js';

describe('placing boards messages', () => {
  it('are complete in every language, under `player-game-place` only, with the placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(PLACE_MESSAGES, 'player-game-place')).toEqual([]);
  });
});
