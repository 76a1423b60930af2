import { useId } from 'react';
import type { ReactNode } from 'react';
import { Badge, CoverImage, formatDateTime, formatInstantDay, ProgressBar, useLocale, useT } from '@campus/ui';
import type { CatalogueListItem } from '../catalogue-type.js';
import { itemStatusView, showsProgress } from '../status/item-status.js';
import type { ItemAction, ItemStatusView } from '../status/item-status.js';
import { ItemActionsBar } from './item-actions-bar.js';

/** Props of {@link CatalogueItemCard}. */
export interface CatalogueItemCardProps {
  item: CatalogueListItem;
  /** Runs the item's primary or secondary action. */
  onAction: (item: CatalogueListItem, action: ItemAction) => void;
  onToggleFavorite: (item: CatalogueListItem) => void;
  /** Shows the item's detail; without it there is no details button. */
  onOpenDetail?: ((item: CatalogueListItem) => void) | undefined;
  /** A write on this item is running: its buttons are busy. @default false */
  busy?: boolean;
  /** Level of the item's title in the page outline. @default 3 */
  headingLevel?: 3 | 4;
}

/** A period `begin – end` (the instants' days), or one day, or '' without a start. */
function formatPeriod(begin: string | null, end: string | null, locale: string): string {
  const from = formatInstantDay(begin, locale);
  const until = formatInstantDay(end, locale);
  if (from === '') return until;
  return until === '' || until === from ? from : `${from} – ${until}`;
}

/** Minutes as whole hours and the remaining minutes. */
function splitWorkload(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** One fact of an item (`Transmissão: 10 de dez.`), when there is a value. */
function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (value === '' || value === null || value === undefined) return null;
  return (
    <div className="campus-catalogue-item__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** An item's badges: its status (as {@link itemStatusView} words it) and its category, in its card and its detail. */
export function ItemBadges({ item, view }: { item: CatalogueListItem; view: ItemStatusView }) {
  const t = useT();
  return (
    <div className="campus-catalogue-item__badges">
      <span className="campus-catalogue-item__status" part="item-status">
        <Badge tone={view.tone}>{t(view.label)}</Badge>
      </span>
      {item.category !== null && <Badge>{item.category.name}</Badge>}
    </div>
  );
}

/**
 * The facts a person needs to choose: dates, workload, people, place and seats, per kind. A class's detail names
 * its assigned instructors (`instructors`, issue 26) instead of the item's own host.
 */
export function ItemFacts({ item }: { item: CatalogueListItem & { instructors?: readonly string[] } }) {
  const t = useT();
  const locale = useLocale();
  const assigned = item.instructors ?? [];
  const workload = 'workload_minutes' in item && item.workload_minutes !== null ? item.workload_minutes : null;
  const seats =
    'vacancies' in item
      ? item.vacancies === null
        ? t('catalogue.detail.vacancies_unlimited')
        : t('catalogue.detail.vacancies_value', { available: item.available_vacancies ?? 0, total: item.vacancies })
      : '';
  return (
    <dl className="campus-catalogue-item__facts" part="item-facts">
      {'transmission_date' in item ? (
        <Fact label={t('catalogue.detail.transmission_date')} value={formatDateTime(item.transmission_date, locale)} />
      ) : (
        <Fact label={t('catalogue.detail.period')} value={formatPeriod(item.begin_date, item.end_date, locale)} />
      )}
      {workload !== null && (
        <Fact
          label={t('catalogue.detail.workload')}
          value={t('catalogue.detail.workload_value', splitWorkload(workload))}
        />
      )}
      {item.type === 'trail' && (
        <Fact
          label={t('catalogue.detail.items')}
          value={t('catalogue.detail.items_count', { count: item.items_count })}
        />
      )}
      {item.type === 'webinar' && <Fact label={t('catalogue.detail.speaker')} value={item.speaker ?? ''} />}
      {item.type === 'live_class' && assigned.length === 0 && (
        <Fact label={t('catalogue.detail.instructor')} value={item.instructor ?? ''} />
      )}
      {assigned.length > 0 && (
        <Fact
          label={t(assigned.length === 1 ? 'catalogue.detail.instructor' : 'catalogue.detail.instructors')}
          value={assigned.join(', ')}
        />
      )}
      {item.type === 'presential_course' && (
        <>
          <Fact label={t('catalogue.detail.location')} value={item.location ?? ''} />
          <Fact
            label={t('catalogue.detail.events')}
            value={t('catalogue.detail.events_count', { count: item.events_count })}
          />
        </>
      )}
      {'is_online' in item && (
        <Fact
          label={t('catalogue.detail.mode')}
          value={t(item.is_online ? 'catalogue.filters.online_true' : 'catalogue.filters.online_false')}
        />
      )}
      <Fact label={t('catalogue.detail.vacancies')} value={seats} />
    </dl>
  );
}

/**
 * One catalogue item: cover, status badge, title, facts, progress, the notice of its state ('Vagas
 * esgotadas', 'Você foi bloqueado' …), its actions (spec §4), the favourite toggle and the details button.
 * The article is named by its title, and its buttons are described by it.
 */
export function CatalogueItemCard({
  item,
  onAction,
  onToggleFavorite,
  onOpenDetail,
  busy = false,
  headingLevel = 3,
}: CatalogueItemCardProps) {
  const t = useT();
  const titleId = useId();
  const view = itemStatusView(item);
  const Heading = `h${headingLevel}` as const;
  const showProgress = showsProgress(item, view);
  return (
    <article className="campus-catalogue-item" part="item" aria-labelledby={titleId}>
      <CoverImage path={item.image} className="campus-catalogue-item__image" part="item-image" />
      <div className="campus-catalogue-item__body">
        <ItemBadges item={item} view={view} />
        <Heading className="campus-catalogue-item__title" part="item-title" id={titleId}>
          {item.title}
        </Heading>
        <ItemFacts item={item} />
        {showProgress && <ProgressBar value={item.progress} label={t('catalogue.detail.progress')} />}
        {view.notice !== undefined && (
          <p className="campus-catalogue-item__notice" part="item-notice">
            {t(view.notice)}
          </p>
        )}
        <ItemActionsBar
          item={item}
          withoutJoin={'teaching' in item && item.teaching === true}
          describedBy={titleId}
          onAction={onAction}
          onToggleFavorite={onToggleFavorite}
          onOpenDetail={onOpenDetail}
          busy={busy}
        />
      </div>
    </article>
  );
}
