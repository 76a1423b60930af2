import { useEffect, useRef } from 'react';
import type { SubmitAttemptResponse, TestQuestion } from '@campus/core/schemas';
import { Button, useT } from '@campus/ui';
import { AttemptReview } from './attempt-review.js';

/** Props of {@link TestResultScreen}. */
export interface TestResultScreenProps {
  response: SubmitAttemptResponse;
  questions: readonly TestQuestion[];
  onBack: () => void;
}

/**
 * A submitted attempt: the score, what the result means in the test's mode (approved; reproved with the attempts
 * left; blocked: no certificate, other activities still open; restarted: the training's progress reset), and each
 * question reviewed. An unevaluated quiz shows no score: "Respostas enviadas". Focus moves to the heading.
 */
export function TestResultScreen({ response, questions, onBack }: TestResultScreenProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { result, test } = response;
  useEffect(() => headingRef.current?.focus(), []);
  const finished = result.status === 'finished';
  let meaning: string;
  let next: string | undefined;
  if (finished) meaning = t('player-test.result.finished_description');
  else meaning = t(`player-test.result.${result.status}`);
  if (result.status === 'reproved') {
    next =
      test.attempts_left === null
        ? t('player-test.result.reproved_unlimited')
        : test.attempts_left > 0
          ? t('player-test.result.reproved_left', { count: test.attempts_left })
          : undefined;
  }
  return (
    <div className="campus-test__result-screen" part="test-result-screen">
      <h3 className="campus-test__result-title" tabIndex={-1} ref={headingRef}>
        {finished ? t('player-test.result.finished') : t('player-test.result.title')}
      </h3>
      {!finished && result.score !== null && (
        <p className="campus-test__score" part="test-score">
          {t('player-test.result.score', { score: result.score })}
          {' · '}
          {t('player-test.result.minimum', { score: test.minimum_score })}
        </p>
      )}
      <p className={`campus-test__outcome campus-test__outcome--${result.status}`} part="test-outcome">
        {meaning}
      </p>
      {next !== undefined && <p>{next}</p>}
      {result.late && <p>{t('player-test.result.late')}</p>}
      {result.questions.length > 0 && (
        <AttemptReview
          reviews={result.questions}
          questions={questions}
          level={4}
          title={t('player-test.review.title')}
        />
      )}
      <div className="campus-test__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('player-test.result.back')}
        </Button>
      </div>
    </div>
  );
}
