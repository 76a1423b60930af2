import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from '../../testing/package-message-problems.js';
import { SENCE_PANEL_MESSAGES } from './sence-panel-messages.js';

describe('SENCE panel messages', () => {
  it('are complete in every language: pt-BR inline, under `sence_panel` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(SENCE_PANEL_MESSAGES, 'sence_panel')).toEqual([]);
  });
});
