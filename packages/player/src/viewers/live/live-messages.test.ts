import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { LIVE_VIEWER_MESSAGES } from './live-messages.js';

describe('live viewer messages', () => {
  it('are complete in every language, under `player-live` only, with the placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(LIVE_VIEWER_MESSAGES, 'player-live')).toEqual([]);
  });
});
