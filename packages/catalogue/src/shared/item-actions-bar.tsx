import { Button, useT } from '@campus/ui';
import type { CatalogueListItem } from '../catalogue-type.js';
import { itemStatusView } from '../status/item-status.js';
import type { ItemAction } from '../status/item-status.js';

/** Props of {@link ItemActionsBar}. */
export interface ItemActionsBarProps {
  item: CatalogueListItem;
  /** Id of the item's title: every button is described by it ("Iniciar" — "Excel para vendas"). */
  describedBy: string;
  onAction: (item: CatalogueListItem, action: ItemAction) => void;
  onToggleFavorite: (item: CatalogueListItem) => void;
  /** Shows the item's detail; without it there is no details button. */
  onOpenDetail?: ((item: CatalogueListItem) => void) | undefined;
  /** A write on this item is running. @default false */
  busy?: boolean;
  /**
   * Leaves out the enrol and subscribe actions (the caller teaches the class: issue 26). @default false
   */
  withoutJoin?: boolean;
}

/** The actions that make the caller a learner of the item. */
const JOIN_ACTIONS: readonly string[] = ['enrol', 'subscribe'];

/** A heart, filled for a favourite (decorative: the button carries the name and the pressed state). */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M12 20.5 4.6 13.3a4.9 4.9 0 0 1 6.9-7l.5.5.5-.5a4.9 4.9 0 0 1 6.9 7Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * An item's buttons: its main action (enrol, start, continue … per spec §4), details, the leaving action
 * (asked first) and the favourite toggle (`aria-pressed`).
 */
export function ItemActionsBar({
  item,
  describedBy,
  onAction,
  onToggleFavorite,
  onOpenDetail,
  busy = false,
  withoutJoin = false,
}: ItemActionsBarProps) {
  const t = useT();
  const view = itemStatusView(item);
  const primary = withoutJoin && JOIN_ACTIONS.includes(view.primary ?? '') ? undefined : view.primary;
  const { secondary } = view;
  return (
    <div className="campus-catalogue-item__actions" part="item-actions">
      {primary !== undefined && (
        <Button aria-describedby={describedBy} loading={busy} onClick={() => onAction(item, primary)}>
          {t(`catalogue.actions.${primary}`)}
        </Button>
      )}
      {onOpenDetail !== undefined && (
        <Button variant="secondary" aria-describedby={describedBy} onClick={() => onOpenDetail(item)}>
          {t('catalogue.actions.details')}
        </Button>
      )}
      {secondary !== undefined && (
        <Button
          variant="secondary"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => onAction(item, secondary)}
        >
          {t(`catalogue.actions.${secondary}`)}
        </Button>
      )}
      <button
        type="button"
        className="campus-catalogue-item__favorite"
        part="item-favorite"
        aria-pressed={item.favorite}
        aria-label={t('catalogue.actions.favorite')}
        aria-describedby={describedBy}
        disabled={busy}
        onClick={() => onToggleFavorite(item)}
      >
        <HeartIcon filled={item.favorite} />
      </button>
    </div>
  );
}
