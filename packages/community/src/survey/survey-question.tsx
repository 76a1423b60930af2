import { useId } from 'react';
import { TEXT_MAX_LENGTH } from '@campus/core/rules';
import type { SurveyAnswerError, SurveyQuestionErrors } from '@campus/core/rules';
import type { SurveyQuestion as SurveyQuestionWire } from '@campus/core/schemas';
import { useT } from '@campus/ui';
import type { SurveyDraftAnswer } from './survey-draft.js';

/** Props of {@link SurveyQuestion}. */
export interface SurveyQuestionProps {
  readonly question: SurveyQuestionWire;
  /** Its place in the survey, from 1 (read with the question). */
  readonly number: number;
  readonly answer: SurveyDraftAnswer;
  readonly errors: SurveyQuestionErrors | undefined;
  readonly disabled: boolean;
  readonly onChange: (answer: SurveyDraftAnswer) => void;
}

/** Characters as core's rule counts them (code points). */
const lengthOf = (text: string): number => [...text].length;

/** The text of a field's error. */
function useErrorText(error: SurveyAnswerError | undefined): string | undefined {
  const t = useT();
  return error === undefined ? undefined : t(`survey.field.${error}`, { max: TEXT_MAX_LENGTH });
}

/** A labelled text area with its character counter and error, read together. */
function SurveyText({
  id,
  label,
  labelledBy,
  value,
  error,
  required,
  disabled,
  part,
  onChange,
}: {
  readonly id: string;
  readonly label: string | null;
  readonly labelledBy: string | null;
  readonly value: string;
  readonly error: string | undefined;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly part: string;
  readonly onChange: (value: string) => void;
}) {
  const t = useT();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const count = lengthOf(value);
  return (
    <div
      className="campus-field campus-survey__text"
      part="field"
      data-invalid={error === undefined ? undefined : true}
    >
      {label !== null && (
        <label className="campus-field__label" part="label" htmlFor={id}>
          {label}
        </label>
      )}
      <textarea
        id={id}
        className="campus-input campus-survey__textarea"
        part={part}
        rows={3}
        value={value}
        required={required}
        disabled={disabled}
        {...(labelledBy === null ? {} : { 'aria-labelledby': labelledBy })}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? counterId : `${errorId} ${counterId}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        className="campus-survey__counter"
        part="counter"
        id={counterId}
        data-over={count > TEXT_MAX_LENGTH ? true : undefined}
      >
        {t('survey.counter', { count, max: TEXT_MAX_LENGTH })}
      </p>
      {error !== undefined && (
        <p className="campus-field__error" part="error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One question as a fieldset whose legend is the question (spec §3): radios for `alternatives` (one option),
 * checkboxes for `multiple_choice`, a text area with a counter for `dissertative`, and a justification's text area
 * when the question asks for one. Errors show under what they concern and are read with it.
 */
export function SurveyQuestion({ question, number, answer, errors, disabled, onChange }: SurveyQuestionProps) {
  const t = useT();
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  const answerErrorId = `${baseId}-answer-error`;
  const answerError = useErrorText(errors?.answer);
  const justificationError = useErrorText(errors?.justification);
  const choice = question.type !== 'dissertative';
  const single = question.type === 'alternatives';
  const toggle = (optionId: number, checked: boolean) => {
    if (single) onChange({ ...answer, options: checked ? [optionId] : [] });
    else
      onChange({
        ...answer,
        options: checked ? [...answer.options, optionId] : answer.options.filter((id) => id !== optionId),
      });
  };
  return (
    <fieldset
      className="campus-survey__question"
      part="question"
      data-type={question.type}
      data-invalid={errors === undefined ? undefined : true}
    >
      <legend className="campus-survey__legend" part="legend" id={legendId}>
        <span className="campus-survey__number">{`${number}. `}</span>
        {question.text}
        {question.mandatory && (
          <span className="campus-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {choice && (
        <>
          <p className="campus-field__hint" part="hint">
            {t(single ? 'survey.choose_one' : 'survey.choose_many')}
          </p>
          <div
            className={single ? 'campus-radio-group__options' : 'campus-survey__choices'}
            part="options"
            {...(single ? { role: 'radiogroup', 'aria-labelledby': legendId } : {})}
            {...(single && question.mandatory ? { 'aria-required': true } : {})}
          >
            {question.options.map((option) => {
              const optionId = `${baseId}-option-${option.id}`;
              const checked = answer.options.includes(option.id);
              return (
                <div className={single ? 'campus-radio-group__option' : 'campus-checkbox__row'} key={option.id}>
                  <input
                    id={optionId}
                    type={single ? 'radio' : 'checkbox'}
                    name={`${baseId}-options`}
                    className={single ? 'campus-radio-group__input' : 'campus-checkbox__input'}
                    part={single ? 'radio' : 'checkbox'}
                    value={option.id}
                    checked={checked}
                    disabled={disabled}
                    aria-invalid={answerError === undefined ? undefined : true}
                    {...(answerError === undefined ? {} : { 'aria-describedby': answerErrorId })}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  <label htmlFor={optionId} className={single ? undefined : 'campus-checkbox__label'}>
                    {option.text}
                  </label>
                </div>
              );
            })}
          </div>
          {answerError !== undefined && (
            <p className="campus-field__error" part="error" id={answerErrorId}>
              {answerError}
            </p>
          )}
        </>
      )}
      {!choice && (
        <SurveyText
          id={`${baseId}-text`}
          label={null}
          labelledBy={legendId}
          value={answer.text}
          error={answerError}
          required={question.mandatory}
          disabled={disabled}
          part="answer"
          onChange={(text) => onChange({ ...answer, text })}
        />
      )}
      {question.with_justification && (
        <SurveyText
          id={`${baseId}-justification`}
          label={t('survey.justification')}
          labelledBy={null}
          value={answer.justification}
          error={justificationError}
          required={question.mandatory}
          disabled={disabled}
          part="justification"
          onChange={(justification) => onChange({ ...answer, justification })}
        />
      )}
    </fieldset>
  );
}
