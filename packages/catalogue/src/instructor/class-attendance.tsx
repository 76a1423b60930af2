import { useEffect, useId, useRef } from 'react';
import { instructorQueries } from '@campus/core';
import type { ClassRef } from '@campus/core/api';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  Heading,
  Skeleton,
  SignedInOnly,
  useLocale,
  useOwnedStyleSheet,
  usePackageMessages,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { CATALOGUE_SIGNED_OUT } from '../shared/catalogue-signed-out.js';
import { AttendanceLearners } from './attendance-learners.js';
import { ClassActivitiesPanel } from './class-activities-panel.js';
import { classAttendanceStyles } from './class-attendance.styles.js';
import { INSTRUCTOR_MESSAGES } from './messages/instructor-messages.js';
import { EventTransmissionControls, TransmissionControls } from './transmission-controls.js';
import { useClassActions } from './use-class-actions.js';

/** Props of {@link ClassAttendance}. */
export interface ClassAttendanceProps {
  /** A live class or webinar the caller teaches, by its item id (`item-id`). */
  itemId?: number | string;
  /** An in-person event the caller teaches, by its id (`event-id`); wins over `itemId`. */
  eventId?: number | string;
  /**
   * The level of the widget's title (`heading-level`).
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

const isValidId = (id: unknown): boolean => /^\d{1,10}$/.test(String(id)) && Number(id) >= 1;

/** The class a widget's attributes name, or null. */
function classRefOf({ itemId, eventId }: ClassAttendanceProps): ClassRef | null {
  if (eventId !== undefined && eventId !== '' && isValidId(eventId)) return { kind: 'event', id: eventId };
  if (itemId !== undefined && itemId !== '' && isValidId(itemId)) return { kind: 'item', id: itemId };
  return null;
}

/**
 * The attendance of a class the caller teaches (spec §6 Instructors; issue 26): the live class's, webinar's or
 * in-person event's enrolled learners, each with a presence toggle (also validated by the event's check-in), the
 * class's activities with "Liberar para a turma" for those awaiting the instructor and a per-learner authorisation,
 * an in-person event's results to publish, and a live transmission's start and finish. The learners see an
 * authorised activity unlock at once (realtime). Only for the class's instructor: anyone else sees not-found.
 */
export function ClassAttendance(props: ClassAttendanceProps) {
  return (
    <SignedInOnly {...CATALOGUE_SIGNED_OUT}>
      <AttendanceScreen {...props} />
    </SignedInOnly>
  );
}

function AttendanceScreen(props: ClassAttendanceProps) {
  usePackageMessages(INSTRUCTOR_MESSAGES);
  const t = useT();
  const rootRef = useRef<HTMLElement>(null);
  useOwnedStyleSheet(rootRef, classAttendanceStyles);
  const ref = classRefOf(props);
  return (
    <section ref={rootRef} className="campus-attendance" part="attendance" aria-label={t('instructor.title')}>
      {ref === null ? (
        <EmptyState title={t('errors.not_found_or_forbidden')} />
      ) : (
        <AttendanceBody classRef={ref} headingLevel={props.headingLevel ?? 2} />
      )}
    </section>
  );
}

function AttendanceBody({ classRef, headingLevel }: { classRef: ClassRef; headingLevel: HeadingLevel }) {
  const t = useT();
  const locale = useLocale();
  const statusId = useId();
  const answer = useQuery(instructorQueries.attendance(classRef));
  const actions = useClassActions(classRef);
  const { forgetWritten } = actions;
  // A newer read replaces the answer of the last write.
  useEffect(() => forgetWritten(), [answer.data, forgetWritten]);
  const data = actions.written ?? answer.data;
  if (data === undefined) {
    if (answer.status === 'error') return <ErrorState error={answer.error} onRetry={answer.retry} />;
    return (
      <div aria-busy="true">
        <p className="campus-visually-hidden">{t('ui.loading')}</p>
        <Skeleton lines={4} />
      </div>
    );
  }
  const info = data.class;
  const gated = data.activities.filter((activity) => activity.requires_authorization);
  const transmissionKind = info.kind === 'live_class' ? 'live-classes' : info.kind === 'webinar' ? 'webinars' : null;
  return (
    <>
      <div className="campus-attendance__section">
        <Heading level={headingLevel}>
          {t('instructor.title')}: {info.title}
        </Heading>
        <div className="campus-attendance__row">
          <Badge tone="neutral">{t(`instructor.kind.${info.kind}`)}</Badge>
          {info.begin_date !== null && <span>{formatDateTime(info.begin_date, locale)}</span>}
          {info.location !== null && <span>{info.location}</span>}
        </div>
        <p>
          {t('instructor.enrolled_count', { count: info.enrolled_count })} ·{' '}
          {t('instructor.present_count', { count: info.present_count })}
        </p>
      </div>
      {transmissionKind !== null && <TransmissionControls kind={transmissionKind} itemId={info.id} actions={actions} />}
      {info.kind === 'presential_event' && <EventTransmissionControls eventId={info.id} actions={actions} />}
      <AttendanceLearners
        learners={data.learners}
        gated={gated}
        actions={actions}
        presenceOpen={!data.results_published && info.status !== 'canceled'}
      />
      <ClassActivitiesPanel activities={data.activities} learners={data.learners} actions={actions} />
      {info.kind === 'presential_event' && (data.can_publish_results || data.results_published) && (
        <section className="campus-attendance__section" part="results" aria-labelledby={statusId}>
          <h3 id={statusId}>{t('instructor.results')}</h3>
          {data.results_published ? (
            <p>{t('instructor.results_published')}</p>
          ) : (
            <Button disabled={actions.busy !== null} onClick={() => actions.publishResults(info.id)}>
              {t('instructor.publish_results')}
            </Button>
          )}
        </section>
      )}
      {actions.error !== null && (
        <p className="campus-attendance__error" part="error" role="alert">
          {actions.error}
        </p>
      )}
      <p className="campus-visually-hidden" role="status">
        {actions.announcement}
      </p>
    </>
  );
}
