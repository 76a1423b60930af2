import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { PROFILE_MESSAGES } from './profile-messages.js';

describe('profile messages', () => {
  it('are complete in every language: pt-BR inline, under `profile` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(PROFILE_MESSAGES, 'profile')).toEqual([]);
  });
});
