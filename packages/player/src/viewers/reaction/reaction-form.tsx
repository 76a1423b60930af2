import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { httpErrorOf } from '@campus/core';
import type { Campus } from '@campus/core';
import { answerReaction } from '@campus/core/api';
import type { ReactionOverview, ReactionQuestion } from '@campus/core/schemas';
import { Button, useT } from '@campus/ui';
import { answersBody, draftErrors, serverFieldErrors } from './reaction-answers.js';
import type { ReactionDraft, ReactionFieldError } from './reaction-answers.js';
import { CommentField, RatingField } from './reaction-fields.js';

/** Props of {@link ReactionForm}. */
export interface ReactionFormProps {
  readonly campus: Campus;
  readonly activityId: number | string;
  readonly questions: readonly ReactionQuestion[];
  /** The answers were stored: the overview the server answered. */
  readonly onAnswered: (overview: ReactionOverview) => void;
  /** The server says it was answered already (another tab): read the evaluation again. */
  readonly onAlreadyReviewed: () => void;
}

/**
 * The evaluation's questions as a form. Checked here first (required answers, the comment's limit), then by the
 * server, whose field errors show beside their questions; whatever fails, what was typed stays.
 */
export function ReactionForm({ campus, activityId, questions, onAnswered, onAlreadyReviewed }: ReactionFormProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ReactionDraft>({});
  const [errors, setErrors] = useState<Readonly<Record<string, ReactionFieldError>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  // Bumped when errors are shown, to move the focus to the first field in error once it is rendered.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('fieldset[aria-invalid="true"] input, textarea[aria-invalid="true"]')
      ?.focus();
  }, [focusRequest]);

  const showErrors = (found: Readonly<Record<string, ReactionFieldError>>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusRequest((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const found = draftErrors(questions, draft);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    answerReaction(campus.api, activityId, answersBody(questions, draft)).then(
      (overview) => onAnswered(overview),
      (error: unknown) => {
        setSending(false);
        const http = httpErrorOf(error);
        if (http?.code === 'already_reviewed') {
          onAlreadyReviewed();
          return;
        }
        if (http?.status === 400) showErrors(serverFieldErrors(http.fieldErrors, http.fields));
        setFailure(error);
      },
    );
  };

  const change = (id: string) => (value: string) => {
    setDraft((current) => ({ ...current, [id]: value }));
    if (errors[id] !== undefined) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== id)));
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form ref={formRef} className="campus-player__reaction-form" part="reaction-form" noValidate onSubmit={submit}>
      <p>{t('player.reaction.intro')}</p>
      {questions.some((question) => question.required) && <p>{t('player.reaction.required_note')}</p>}
      {questions.map((question) => {
        const Field = question.type === 'rating' ? RatingField : CommentField;
        return (
          <Field
            key={question.id}
            question={question}
            value={draft[question.id] ?? ''}
            error={errors[question.id]}
            disabled={sending}
            onChange={change(question.id)}
          />
        );
      })}
      {(failure !== null || hasErrors) && (
        <div role="alert" part="reaction-problem">
          {failure !== null && <p>{campus.errorMessage(failure, 'player')}</p>}
          <p>{failure !== null ? t('player.reaction.kept') : t('player.reaction.fix_errors')}</p>
        </div>
      )}
      <div>
        <Button type="submit" loading={sending}>
          {t('player.reaction.submit')}
        </Button>
      </div>
    </form>
  );
}
