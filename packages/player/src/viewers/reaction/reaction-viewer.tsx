import { useEffect, useRef, useState } from 'react';
import { formatDateTime, Spinner, useLocale, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import { PLAYER_MESSAGES } from '../../messages/player-messages.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { ReactionForm } from './reaction-form.js';
import { reactionViewerStyles } from './reaction-viewer.styles.js';
import { useReaction } from './use-reaction.js';

/**
 * A reaction evaluation (`reaction_evaluation`, spec §4: only once the training is finished, once per person,
 * §8 'You already reviewed'). It reads the evaluation from `GET /api/activities/{id}/reaction/`: before the
 * training is finished it says when it opens; then it shows the rating and comment questions; once answered, the
 * date. Answering finishes the activity: the viewer tells the player (`onState`, `completed`).
 */
export function ReactionViewer({ campus, activity, onState, onStatement }: ViewerProps) {
  usePackageMessages(PLAYER_MESSAGES);
  const t = useT();
  const locale = useLocale();
  const rootRef = useRef<HTMLElement>(null);
  const answeredRef = useRef<HTMLParagraphElement>(null);
  useOwnedStyleSheet(rootRef, reactionViewerStyles);
  const reaction = useReaction(campus, activity.id);
  const [sent, setSent] = useState(false);

  // The form the focus was in is gone once answered: the focus goes to what replaced it.
  useEffect(() => {
    if (sent) answeredRef.current?.focus();
  }, [sent]);

  let content;
  if (reaction.status === 'loading') content = <Spinner />;
  else if (reaction.status === 'error') content = <ViewerProblem error={reaction.error} onRetry={reaction.reload} />;
  else if (reaction.overview.answered_at !== null) {
    content = (
      <>
        <p className="campus-player__reaction-title" ref={answeredRef} tabIndex={-1}>
          {t('player.reaction.answered')}
        </p>
        <p>{t('player.reaction.answered_on', { date: formatDateTime(reaction.overview.answered_at, locale) })}</p>
      </>
    );
  } else if (!reaction.overview.available) content = <p>{t('player.reaction.unavailable')}</p>;
  else {
    content = (
      <ReactionForm
        campus={campus}
        activityId={activity.id}
        questions={reaction.overview.questions}
        onAlreadyReviewed={reaction.reload}
        onAnswered={(overview) => {
          reaction.replace(overview);
          setSent(true);
          onState({ status: 'finished', progress: 100 });
          onStatement('completed');
        }}
      />
    );
  }

  return (
    <section
      ref={rootRef}
      className="campus-player__reaction"
      part="reaction"
      aria-label={t('player.reaction.label', { title: activity.title })}
    >
      {/* Always in the page, so the confirmation is announced when it appears. */}
      <p role="status" className="campus-player__reaction-status" part="reaction-status">
        {sent ? t('player.reaction.sent') : ''}
      </p>
      {content}
    </section>
  );
}
