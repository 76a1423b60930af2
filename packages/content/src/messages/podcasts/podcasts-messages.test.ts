import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { PODCASTS_MESSAGES } from './podcasts-messages.js';

describe('podcasts messages', () => {
  it('are complete in every language: pt-BR inline, under `podcasts` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(PODCASTS_MESSAGES, 'podcasts')).toEqual([]);
  });
});
