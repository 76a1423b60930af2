import { testModeForActivityType } from '@campus/core/rules';
import type { TestMode } from '@campus/core/rules';
import type { TestDocument } from '@campus/core/schemas';

/** How a test runs: its mode, whether it is scored, whether it covers a trail, and the document's limits. */
export interface TestRules {
  /** `null` for an unevaluated quiz: nothing to pass. */
  readonly mode: TestMode | null;
  readonly evaluated: boolean;
  /** `block_general_test` and `restart_general_test`: the consequence reaches every course of the trail. */
  readonly general: boolean;
  readonly minimumScore: number;
  /** Questions per attempt. */
  readonly qtyQuestions: number;
  /** `null`: unlimited. */
  readonly maximumAttempts: number | null;
  /** Seconds; `null`: no limit. */
  readonly timeToAnswer: number | null;
}

/** The rules of a test activity of `type` with its document (spec §3 Test, §4 Test modes). */
export function testRulesOf(type: string, document: TestDocument): TestRules {
  const mode = testModeForActivityType(type);
  return {
    mode,
    evaluated: mode !== null,
    general: type === 'block_general_test' || type === 'restart_general_test',
    minimumScore: mode === null ? 0 : document.minimum_score,
    qtyQuestions: Math.min(document.qty_questions ?? document.questions.length, document.questions.length),
    maximumAttempts: document.maximum_attempts,
    timeToAnswer: document.time_to_answer,
  };
}
