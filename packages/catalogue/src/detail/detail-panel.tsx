import { useEffect, useId, useMemo, useRef } from 'react';
import { catalogueQueries, hashQueryKey } from '@campus/core';
import type { CalendarKind } from '@campus/core/api';
import type { PresentialCatalogDetail } from '@campus/core/schemas';
import {
  Badge,
  Button,
  CoverImage,
  EmptyState,
  ErrorState,
  ProgressBar,
  Skeleton,
  useCampus,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { CatalogueListItem } from '../catalogue-type.js';
import type { ActivityOpenDetail, CourseOpenDetail, OpenedVia } from '../events.js';
import { useItemOverrides } from '../shared/item-overrides.js';
import { ItemActionsBar } from '../shared/item-actions-bar.js';
import { ItemBadges, ItemFacts } from '../shared/item-card.js';
import { useItemActions } from '../shared/use-item-actions.js';
import { itemStatusView, showsProgress } from '../status/item-status.js';
import { TaughtClassesOfItem } from '../instructor/taught-classes.js';
import { CalendarButton } from './calendar-button.js';
import { CourseActivities } from './course-activities.js';
import type { DetailTarget } from './detail-target.js';
import { NestedItems } from './nested-items.js';
import { PresentialEvents } from './presential-events.js';

/** The items that export a calendar (issue 26), by their catalogue segment. */
const CALENDAR_KIND: Partial<Record<string, CalendarKind>> = {
  live_class: 'live-classes',
  webinar: 'webinars',
  presential_course: 'presential-courses',
};

/** Props of {@link DetailPanel}. */
export interface DetailPanelProps {
  target: DetailTarget;
  onCourseOpen: ((detail: CourseOpenDetail) => void) | undefined;
  /** The person chose one activity of a course: route to it in the player (`campus-activity-open`). */
  onActivityOpen: ((detail: ActivityOpenDetail) => void) | undefined;
  /** Opens something the item holds (a trail's course, a catalogue's presential course). */
  onOpenDetail: (target: DetailTarget) => void;
  /** Shows a back button. */
  onBack: (() => void) | undefined;
  /** Move focus to the title once shown (after navigating, not on the page's first render). */
  focusTitle: boolean;
}

/** The trail's or catalogue's own description block (catalogues have no learner state). */
function CatalogHeader({ detail, titleId }: { detail: PresentialCatalogDetail; titleId: string }) {
  return (
    <>
      <h2 className="campus-catalogue-detail__title" part="detail-title" id={titleId} tabIndex={-1}>
        {detail.title}
      </h2>
      {detail.description !== '' && <p className="campus-catalogue-detail__description">{detail.description}</p>}
    </>
  );
}

/**
 * One item's detail (spec §2 detail routes), fetched from `GET /api/<type>/{id}/`: the item's status, facts,
 * progress and actions, and what it holds — a course's activities, a trail's courses, catalogues, webinars and
 * live classes, a presential course's events, a catalogue's presential courses. Loading, error (with retry) and not-found states.
 */
export function DetailPanel({
  target,
  onCourseOpen,
  onActivityOpen,
  onOpenDetail,
  onBack,
  focusTitle,
}: DetailPanelProps) {
  const t = useT();
  const campus = useCampus();
  const locale = useLocale();
  const titleId = useId();
  const query = catalogueQueries.detail(locale, target.type, Number(target.id));
  const detail = useQuery(query);
  const fetchedAt = campus.query.peek(hashQueryKey(query.key))?.updatedAt ?? 0;
  const overrides = useItemOverrides();
  const actions = useItemActions(onCourseOpen);
  const heading = useRef<HTMLDivElement>(null);

  const shown = detail.data;
  useEffect(() => {
    if (focusTitle && shown !== undefined) heading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [focusTitle, shown]);

  // The item itself with the newest write over it (its lists — courses, events — stay as fetched).
  const item = useMemo(() => {
    if (shown === undefined || shown.type === 'presential_catalog') return undefined;
    return { ...shown, ...overrides.apply(shown as CatalogueListItem, fetchedAt) } as typeof shown;
    // overrides.version: a new write must re-apply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, fetchedAt, overrides.version]);

  const back = onBack && (
    <Button variant="secondary" onClick={onBack}>
      {t('catalogue.actions.back')}
    </Button>
  );
  if (detail.status === 'loading' || detail.status === 'idle') {
    return (
      <div className="campus-catalogue-detail" part="detail" aria-busy="true">
        {back}
        <p className="campus-visually-hidden">{t('ui.loading')}</p>
        <Skeleton shape="rect" />
        <Skeleton lines={3} />
      </div>
    );
  }
  if (detail.status === 'error' && shown === undefined) {
    return (
      <div className="campus-catalogue-detail" part="detail">
        {back}
        <ErrorState error={detail.error} onRetry={detail.retry} retrying={detail.isFetching} />
      </div>
    );
  }
  if (shown === undefined) {
    return (
      <div className="campus-catalogue-detail" part="detail">
        {back}
        <EmptyState title={t('errors.not_found_or_forbidden')} />
      </div>
    );
  }

  // Where this item was reached from, and what its own items are reached through.
  const via: OpenedVia = omitUndefined({ trailId: target.trailId, catalogId: target.catalogId });
  let nestedVia = via;
  if (shown.type === 'trail') nestedVia = { trailId: shown.id };
  else if (shown.type === 'presential_catalog')
    nestedVia = omitUndefined({ trailId: target.trailId, catalogId: shown.id });
  const nested = (items: readonly CatalogueListItem[]) => items.map((entry) => overrides.apply(entry, fetchedAt));
  const calendarKind = item === undefined ? undefined : CALENDAR_KIND[item.type];
  // An instructor of the class takes part as its instructor: not offered to enrol or subscribe (issue 26).
  const teaching = 'teaching' in shown && shown.teaching;
  return (
    <article className="campus-catalogue-detail" part="detail" aria-labelledby={titleId}>
      {back}
      <div ref={heading} className="campus-catalogue-detail__header">
        <CoverImage path={shown.image} className="campus-catalogue-detail__image" part="detail-image" />
        {item === undefined ? (
          <CatalogHeader detail={shown as PresentialCatalogDetail} titleId={titleId} />
        ) : (
          <DetailHeader item={item} titleId={titleId} />
        )}
      </div>
      {teaching && (
        <p className="campus-catalogue-detail__teaching" part="item-teaching" role="note">
          <Badge tone="info">{t('catalogue.detail.teaching')}</Badge>
        </p>
      )}
      {item !== undefined && (
        <ItemActionsBar
          item={item}
          withoutJoin={teaching}
          describedBy={titleId}
          busy={actions.busy === `${item.type}:${String(item.id)}`}
          onAction={(entry, action) => actions.perform(entry, action, via)}
          onToggleFavorite={actions.toggleFavorite}
        />
      )}
      {calendarKind !== undefined && item !== undefined && (
        <CalendarButton kind={calendarKind} id={item.id} title={item.title} describedBy={titleId} />
      )}
      {/* The instructor's attendance of this class (issue 26): only for its instructor. */}
      {teaching && item !== undefined && <TaughtClassesOfItem type={item.type} itemId={item.id} />}
      {item?.type === 'online_course' && (
        <CourseActivities
          courseId={item.id}
          enrolled={item.enrolled}
          trailId={target.trailId}
          onActivityOpen={onActivityOpen}
        />
      )}
      {shown.type === 'trail' && (
        <NestedItems
          title={t('catalogue.detail.items')}
          items={nested([...shown.courses, ...shown.webinars, ...shown.live_classes])}
          catalogs={shown.presential_catalogs}
          emptyText={t('catalogue.detail.no_items')}
          via={nestedVia}
          actions={actions}
          onOpenDetail={onOpenDetail}
        />
      )}
      {shown.type === 'presential_catalog' && (
        <NestedItems
          title={t('catalogue.detail.presential_courses')}
          items={nested(shown.presential_courses)}
          emptyText={t('catalogue.detail.no_presential_courses')}
          via={nestedVia}
          actions={actions}
          onOpenDetail={onOpenDetail}
        />
      )}
      {shown.type === 'presential_course' && <PresentialEvents events={shown.events} courseId={shown.id} />}
      {actions.feedback}
    </article>
  );
}

/** Status, title, description, facts, progress and notice of an item. */
function DetailHeader({ item, titleId }: { item: CatalogueListItem; titleId: string }) {
  const t = useT();
  const view = itemStatusView(item);
  const showProgress = showsProgress(item, view);
  return (
    <>
      <ItemBadges item={item} view={view} />
      <h2 className="campus-catalogue-detail__title" part="detail-title" id={titleId} tabIndex={-1}>
        {item.title}
      </h2>
      {item.description !== '' && <p className="campus-catalogue-detail__description">{item.description}</p>}
      <ItemFacts item={item} />
      {showProgress && <ProgressBar value={item.progress} label={t('catalogue.detail.progress')} />}
      {view.notice !== undefined && (
        <p className="campus-catalogue-item__notice" part="item-notice">
          {t(view.notice)}
        </p>
      )}
    </>
  );
}

/** The trail and catalogue ids that are set (`exactOptionalPropertyTypes`: no `undefined` members). */
function omitUndefined(via: {
  trailId: number | string | undefined;
  catalogId: number | string | undefined;
}): OpenedVia {
  const result: OpenedVia = {};
  if (via.trailId !== undefined) result.trailId = via.trailId;
  if (via.catalogId !== undefined) result.catalogId = via.catalogId;
  return result;
}
