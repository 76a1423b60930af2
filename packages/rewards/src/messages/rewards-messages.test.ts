import { describe, expect, it } from 'vitest';
import { messageBundle, packageMessageProblems } from '@campus/ui/testing';
import { REWARDS_MESSAGES } from './rewards-messages.js';

describe('reward store messages', () => {
  it('are complete in every language: pt-BR inline, under `rewards` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(REWARDS_MESSAGES, 'rewards')).toEqual([]);
  });

  it('words the reward level refusal as the server does', async () => {
    const pt = (await messageBundle(REWARDS_MESSAGES, 'pt-BR')) as { rewards: { errors: Record<string, string> } };
    expect(pt.rewards.errors['reward_level_required']).toBe(
      'Este prêmio está disponível a partir de um nível mais alto.',
    );
  });
});
