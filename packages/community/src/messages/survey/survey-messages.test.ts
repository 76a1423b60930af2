import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { SURVEY_MESSAGES } from './survey-messages.js';

describe('survey messages', () => {
  it('are complete in every language: pt-BR inline, under `survey` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(SURVEY_MESSAGES, 'survey')).toEqual([]);
  });
});
