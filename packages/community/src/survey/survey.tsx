import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { httpErrorOf, surveyQueries } from '@campus/core';
import type { Survey as SurveyWire, SurveyAnswered } from '@campus/core/schemas';
import {
  ErrorState,
  formatDateTime,
  Heading,
  SignedInOnly,
  Skeleton,
  useCampus,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import type { SurveyAnsweredDetail } from '../events.js';
import { SURVEY_MESSAGES } from '../messages/survey/survey-messages.js';
import { SurveyForm } from './survey-form.js';

/** Props of {@link Survey}. */
export interface SurveyProps {
  /** The survey's id (`home/surveys/{survey_id}`). */
  surveyId: number | string;
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** Where "Continue" leads once the survey is answered (or was already); none: no link. @default '' */
  continueHref?: string;
  /** The survey was answered: `detail` is `{ survey_id, has_mandatory_surveys }`. */
  onAnswered?: (detail: SurveyAnsweredDetail) => void;
  /** React hosts only: "Continue" was chosen (the host navigates itself instead of following `continueHref`). */
  onContinue?: () => void;
}

/**
 * One survey (spec §2 `home/surveys/{survey_id}`, §3 Survey, §5; issue 24): its questions as fieldsets (radios for
 * alternatives, checkboxes for multiple choice, a text area with a counter for dissertative questions, and the
 * justifications asked for), checked as typed and on submit by core's rules, answered once. Then a thank-you;
 * later visits say it was answered; a survey outside its dates says so; one not found (or not for the person)
 * says that. Answering updates the session's `has_mandatory_surveys`. Signed out: the invitation to sign in.
 */
export function Survey(props: SurveyProps) {
  return (
    <SignedInOnly
      messages={SURVEY_MESSAGES}
      className="campus-survey"
      part="survey"
      titleKey="survey.signed_out.title"
      descriptionKey="survey.signed_out.description"
    >
      <SurveyScreen {...props} />
    </SignedInOnly>
  );
}

function SurveyScreen({ surveyId, headingLevel = 2, continueHref = '', onAnswered, onContinue }: SurveyProps) {
  const t = useT();
  const campus = useCampus();
  const locale = useLocale();
  const headingId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const survey = useQuery(surveyQueries.survey(locale, surveyId), { isEmpty: () => false });
  const [answered, setAnswered] = useState<SurveyWire | null>(null);

  // The form the focus was in is gone once answered: the focus goes to the thank-you that replaced it.
  useEffect(() => {
    if (answered !== null) outcomeRef.current?.focus();
  }, [answered]);

  const answer = (result: SurveyAnswered) => {
    setAnswered(result.survey);
    campus.stores.session.getState().setFlags({ has_mandatory_surveys: result.has_mandatory_surveys });
    campus.query.invalidateAfter('survey-answer');
    onAnswered?.({ survey_id: result.survey.id, has_mandatory_surveys: result.has_mandatory_surveys });
  };

  const continueLink =
    continueHref === '' ? null : (
      <a
        className="campus-button campus-survey__continue"
        part="continue"
        href={continueHref}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (onContinue === undefined) return;
          event.preventDefault();
          onContinue();
        }}
      >
        {t('survey.continue')}
      </a>
    );

  const data = answered ?? survey.data;
  const notFound = survey.status === 'error' && httpErrorOf(survey.error)?.status === 404;
  let content;
  if (answered !== null) {
    content = (
      <div className="campus-survey__outcome" part="thanks" ref={outcomeRef} tabIndex={-1}>
        <p className="campus-survey__outcome-title">{t('survey.thanks_title')}</p>
        <p>{t('survey.thanks')}</p>
        {continueLink}
      </div>
    );
  } else if (survey.status === 'loading') {
    content = (
      <div aria-busy="true" part="loading">
        <p className="campus-visually-hidden">{t('survey.loading')}</p>
        <Skeleton lines={4} />
      </div>
    );
  } else if (notFound) {
    content = (
      <div className="campus-survey__outcome" part="not-found">
        <p className="campus-survey__outcome-title">{t('survey.not_found_title')}</p>
        <p>{t('survey.not_found')}</p>
      </div>
    );
  } else if (survey.status === 'error' || data === undefined) {
    content = <ErrorState error={survey.error} onRetry={survey.retry} retrying={survey.isFetching} />;
  } else if (data.answered_at !== null) {
    content = (
      <div className="campus-survey__outcome" part="answered">
        <p className="campus-survey__outcome-title">{t('survey.answered_title')}</p>
        <p>{t('survey.answered_on', { date: formatDateTime(data.answered_at, locale) })}</p>
        {continueLink}
      </div>
    );
  } else if (data.status !== 'open') {
    content = (
      <div className="campus-survey__outcome" part="closed">
        <p className="campus-survey__outcome-title">{t('survey.closed_title')}</p>
        <p>
          {data.status === 'upcoming'
            ? t('survey.opens_on', { date: formatDateTime(data.begin_at, locale) })
            : t('survey.closed_since', { date: formatDateTime(data.end_at ?? data.begin_at, locale) })}
        </p>
      </div>
    );
  } else {
    content = <SurveyForm survey={data} onAnswered={answer} onStale={survey.retry} />;
  }

  return (
    <section className="campus-survey" part="survey" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-survey__title" part="title">
        {data?.title ?? t('survey.label')}
      </Heading>
      {data !== undefined && answered === null && data.answered_at === null && data.status === 'open' && (
        <div className="campus-survey__intro" part="intro">
          {data.description !== '' && <p>{data.description}</p>}
          {data.mandatory && <p className="campus-survey__mandatory">{t('survey.mandatory_intro')}</p>}
          {data.end_at !== null && <p>{t('survey.open_until', { date: formatDateTime(data.end_at, locale) })}</p>}
        </div>
      )}
      {content}
      <p className="campus-visually-hidden" role="status">
        {answered !== null ? t('survey.thanks') : ''}
      </p>
    </section>
  );
}
