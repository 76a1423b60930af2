import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { FORUM_MESSAGES } from './forum-messages.js';

describe('forum messages', () => {
  it('are complete in every language: pt-BR inline, under `forum` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(FORUM_MESSAGES, 'forum')).toEqual([]);
  });
});
