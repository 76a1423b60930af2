import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { LIBRARY_MESSAGES } from './library-messages.js';

describe('library messages', () => {
  it('are complete in every language: pt-BR inline, under `library` only, the keys of pt-BR', async () => {
    expect(await packageMessageProblems(LIBRARY_MESSAGES, 'library')).toEqual([]);
  });
});
