import type { ReactionQuestion } from '@campus/core/schemas';
import { FieldFrame, RadioGroup, useFieldIds, useT } from '@campus/ui';
import { MAX_REACTION_COMMENT } from './reaction-answers.js';
import type { ReactionFieldError } from './reaction-answers.js';

/** Props of one question's field. */
export interface ReactionFieldProps {
  readonly question: ReactionQuestion;
  readonly value: string;
  readonly error: ReactionFieldError | undefined;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}

/** The message of a field's error, with the question's scale and the comment's limit. */
function useErrorText(question: ReactionQuestion, error: ReactionFieldError | undefined): string | undefined {
  const t = useT();
  if (error === undefined) return undefined;
  const scale = question.type === 'rating' ? question.scale : 0;
  return t(`player.reaction.${error}`, { scale, max: MAX_REACTION_COMMENT });
}

/**
 * A rating: native radios 1..scale in a `radiogroup` fieldset whose legend is the question (arrow keys move and
 * choose, Tab enters at the chosen one), the scale's meaning read with it as its hint.
 */
export function RatingField({ question, value, error, disabled, onChange }: ReactionFieldProps) {
  const t = useT();
  const errorText = useErrorText(question, error);
  if (question.type !== 'rating') return null;
  const options = Array.from({ length: question.scale }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));
  return (
    <RadioGroup
      label={question.text}
      name={`campus-reaction-${question.id}`}
      options={options}
      value={value === '' ? null : value}
      onChange={onChange}
      hint={t('player.reaction.rating_hint', { scale: question.scale })}
      error={errorText}
      required={question.required}
      disabled={disabled}
      orientation="horizontal"
    />
  );
}

/**
 * A comment: a labelled textarea of at most 256 characters (the browser stops there, as the server would) with a
 * counter read with it.
 */
export function CommentField({ question, value, error, disabled, onChange }: ReactionFieldProps) {
  const t = useT();
  const errorText = useErrorText(question, error);
  const counterId = `campus-reaction-${question.id}-counter`;
  const ids = useFieldIds(undefined, { error: errorText, extra: counterId });
  return (
    <FieldFrame ids={ids} label={question.text} error={errorText} required={question.required}>
      <textarea
        id={ids.controlId}
        className="campus-input"
        part="textarea"
        rows={4}
        maxLength={MAX_REACTION_COMMENT}
        required={question.required}
        disabled={disabled}
        value={value}
        aria-invalid={errorText === undefined ? undefined : true}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="campus-player__reaction-counter" id={counterId}>
        {t('player.reaction.counter', { count: value.length, max: MAX_REACTION_COMMENT })}
      </p>
    </FieldFrame>
  );
}
