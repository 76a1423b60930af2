import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { httpErrorOf } from '@campus/core';
import { answerSurvey } from '@campus/core/api';
import type { Survey, SurveyAnswered } from '@campus/core/schemas';
import { Button, useCampus, useIdempotentSubmit, useT } from '@campus/ui';
import { answerOf, answersBody, draftErrors, questionErrors, serverErrors } from './survey-draft.js';
import type { SurveyDraft, SurveyDraftAnswer, SurveyDraftErrors } from './survey-draft.js';
import { SurveyQuestion } from './survey-question.js';

/** Props of {@link SurveyForm}. */
export interface SurveyFormProps {
  readonly survey: Survey;
  /** The answers were stored: the server's answer. */
  readonly onAnswered: (answered: SurveyAnswered) => void;
  /** The server says the survey was answered already (another tab) or is closed: read it again. */
  readonly onStale: () => void;
}

/**
 * The survey's questions as a form. Core's rules check each question as the person types (once they tried to send,
 * or when a text runs over its limit) and on submit, with the focus moved to the first question in error; the
 * server checks again (a 422's field errors show at their questions). Whatever fails, what was typed stays.
 */
export function SurveyForm({ survey, onAnswered, onStale }: SurveyFormProps) {
  const t = useT();
  const campus = useCampus();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useIdempotentSubmit<SurveyAnswered>();
  const [draft, setDraft] = useState<SurveyDraft>({});
  const [errors, setErrors] = useState<SurveyDraftErrors>({});
  const [tried, setTried] = useState(false);
  // Bumped when errors are shown on submit, to move the focus to the first field in error once rendered.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = (found: SurveyDraftErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusRequest((count) => count + 1);
  };

  const change = (id: number) => (answer: SurveyDraftAnswer) => {
    const next = { ...draft, [String(id)]: answer };
    setDraft(next);
    if (sending.status === 'error') sending.reset();
    const question = survey.questions.find((candidate) => candidate.id === id);
    if (question === undefined) return;
    const found = questionErrors(question, next);
    // As typed: every error once the person tried to send; before that, only a text over its limit.
    const shown = tried
      ? found
      : found.answer === 'text_too_long' || found.justification === 'text_too_long'
        ? found
        : {};
    setErrors((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([key]) => key !== String(id)));
      return shown.answer === undefined && shown.justification === undefined ? rest : { ...rest, [String(id)]: shown };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = draftErrors(survey.questions, draft);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = answersBody(survey.questions, draft);
    const outcome = await sending.submit(JSON.stringify(body), (idempotencyKey) =>
      answerSurvey(campus.api, survey.id, body, { idempotencyKey }),
    );
    if (outcome.status === 'done') {
      onAnswered(outcome.data);
      return;
    }
    if (outcome.status !== 'error') return;
    const http = httpErrorOf(outcome.error);
    if (http?.code === 'survey_already_answered' || http?.code === 'survey_closed') onStale();
    else if (http?.status === 422) showErrors(serverErrors(survey.questions, http.fieldErrors));
  };

  const hasErrors = Object.keys(errors).length > 0;
  const failed = sending.status === 'error';
  return (
    <form ref={formRef} className="campus-survey__form" part="form" noValidate onSubmit={(event) => void submit(event)}>
      {survey.questions.some((question) => question.mandatory) && (
        <p className="campus-survey__note">{t('survey.required_note')}</p>
      )}
      {survey.questions.map((question, index) => (
        <SurveyQuestion
          key={question.id}
          question={question}
          number={index + 1}
          answer={answerOf(draft, question.id)}
          errors={errors[String(question.id)]}
          disabled={sending.status === 'sending'}
          onChange={change(question.id)}
        />
      ))}
      <div role="alert" className="campus-survey__problem" part="problem">
        {failed && !hasErrors && <p>{campus.errorMessage(sending.error, 'survey')}</p>}
        {failed && !hasErrors && <p>{t('survey.kept')}</p>}
        {hasErrors && tried && <p>{t('survey.fix_errors')}</p>}
      </div>
      <div className="campus-survey__actions" part="actions">
        <Button type="submit" loading={sending.status === 'sending'}>
          {t('survey.submit')}
        </Button>
      </div>
    </form>
  );
}
