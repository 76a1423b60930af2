import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { NEWS_MESSAGES } from './news-messages.js';

describe('news messages', () => {
  it('are complete in every language: pt-BR inline, under `news` only, the keys of pt-BR', async () => {
    expect(await packageMessageProblems(NEWS_MESSAGES, 'news')).toEqual([]);
  });
});
