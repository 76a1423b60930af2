import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '@campus/ui/testing';
import { SALES_MESSAGES } from './sales-messages.js';

describe('sales messages', () => {
  it('are complete in every language: pt-BR inline, under `sales` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(SALES_MESSAGES, 'sales')).toEqual([]);
  });
});
