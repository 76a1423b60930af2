import type { QuestionAnswer, QuestionReview, TestQuestion } from '@campus/core/schemas';
import { useT } from '@campus/ui';

type T = ReturnType<typeof useT>;

/**
 * An answer in words: an option's or items' texts, true or false, or the text typed. Without the question (an
 * overview's last result carries none) only answers that say themselves are shown; option ids never are.
 */
export function answerText(t: T, answer: QuestionAnswer | null, question: TestQuestion | undefined): string | null {
  if (answer === null) return t('player-test.review.no_answer');
  if (typeof answer === 'boolean') return t(`player-test.question.${answer ? 'true' : 'false'}`);
  const options =
    question?.type === 'ordering' ? question.items : question && 'options' in question ? question.options : undefined;
  if (typeof answer === 'string') {
    if (question?.type === 'short_text') return answer;
    if (options === undefined) return question === undefined ? null : answer;
    return options.find((option) => option.id === answer)?.text ?? null;
  }
  if (options === undefined) return null;
  if (answer.length === 0) return t('player-test.review.no_answer');
  const texts = answer.map((key) => options.find((option) => option.id === key)?.text ?? key);
  return question?.type === 'ordering'
    ? texts.map((text, index) => `${index + 1}. ${text}`).join('; ')
    : texts.join('; ');
}

/** Props of {@link AttemptReview}. */
export interface AttemptReviewProps {
  reviews: readonly QuestionReview[];
  /** The attempt's questions when known (right after a submission), for the texts of options. */
  questions: readonly TestQuestion[] | undefined;
  /** The heading level of the review's title. */
  level: 3 | 4;
  title: string;
}

/** Each question of a finished attempt: right or wrong, the learner's answer, the right answer, the feedback. */
export function AttemptReview({ reviews, questions, level, title }: AttemptReviewProps) {
  const t = useT();
  const Heading = `h${level}` as const;
  const Item = `h${level + 1}` as 'h4' | 'h5';
  return (
    <section className="campus-test__review" part="test-review">
      <Heading className="campus-test__subtitle">{title}</Heading>
      <ol className="campus-test__review-list">
        {reviews.map((review, index) => {
          const question = questions?.find((entry) => entry.id === review.question_id);
          const given = answerText(t, review.answer, question);
          const right = review.right_answer === null ? null : answerText(t, review.right_answer, question);
          return (
            <li key={review.question_id} className="campus-test__review-item">
              <Item className="campus-test__review-title">
                {t('player-test.review.question', { number: index + 1 })}
                {review.correct !== null && (
                  <span className={`campus-test__mark campus-test__mark--${review.correct ? 'right' : 'wrong'}`}>
                    {' · '}
                    {t(`player-test.review.${review.correct ? 'correct' : 'incorrect'}`)}
                  </span>
                )}
              </Item>
              {question !== undefined && <p className="campus-test__review-question">{question.text}</p>}
              {given !== null && <p>{t('player-test.review.your_answer', { answer: given })}</p>}
              {right !== null && review.correct === false && (
                <p>{t('player-test.review.right_answer', { answer: right })}</p>
              )}
              {review.feedback !== null && <p>{t('player-test.review.feedback', { feedback: review.feedback })}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
