import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { TEST_VIEWER_MESSAGES } from './test-messages.js';

describe('test viewer messages', () => {
  it('are complete in every language, under `player-test` only, with the placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(TEST_VIEWER_MESSAGES, 'player-test')).toEqual([]);
  });
});
