import { useId } from 'react';
import type { PresentialCatalog } from '@campus/core/schemas';
import { Button, useT } from '@campus/ui';
import { TYPE_OF_ITEM } from '../catalogue-type.js';
import type { CatalogueListItem } from '../catalogue-type.js';
import { CatalogueItemCard } from '../shared/item-card.js';
import type { OpenedVia } from '../events.js';
import type { ItemActions } from '../shared/use-item-actions.js';
import type { DetailTarget } from './detail-target.js';

/** Props of {@link NestedItems}. */
export interface NestedItemsProps {
  /** The section's heading. */
  title: string;
  items: readonly CatalogueListItem[];
  /** Presential catalogues (trails hold them): opened in place. @default [] */
  catalogs?: readonly PresentialCatalog[];
  /** Shown when there is nothing. */
  emptyText: string;
  /** The trail (and presential catalogue) these items belong to, passed on when one is opened. */
  via: OpenedVia;
  actions: ItemActions;
  onOpenDetail: (target: DetailTarget) => void;
}

/** A presential catalogue inside a trail: what it is and a way in. */
function CatalogEntry({ catalog, onOpen }: { catalog: PresentialCatalog; onOpen: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <article className="campus-catalogue-item" part="item" aria-labelledby={titleId}>
      <div className="campus-catalogue-item__body">
        <h4 className="campus-catalogue-item__title" part="item-title" id={titleId}>
          {catalog.title}
        </h4>
        <p>{t('catalogue.titles.presential_catalogs')}</p>
        <div className="campus-catalogue-item__actions" part="item-actions">
          <Button variant="secondary" aria-describedby={titleId} onClick={onOpen}>
            {t('catalogue.actions.details')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** What a trail or presential catalogue holds, each item with its own status and actions. */
export function NestedItems({ title, items, catalogs = [], emptyText, via, actions, onOpenDetail }: NestedItemsProps) {
  const headingId = useId();
  const empty = items.length === 0 && catalogs.length === 0;
  return (
    <section className="campus-catalogue-detail__section" part="items" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {empty ? (
        <p>{emptyText}</p>
      ) : (
        <ul className="campus-catalogue-detail__list">
          {items.map((item) => (
            <li key={`${item.type}:${String(item.id)}`}>
              <CatalogueItemCard
                item={item}
                headingLevel={4}
                busy={actions.busy === `${item.type}:${String(item.id)}`}
                onAction={(target, action) => actions.perform(target, action, via)}
                onToggleFavorite={actions.toggleFavorite}
                onOpenDetail={(target) => onOpenDetail({ type: TYPE_OF_ITEM[target.type], id: target.id, ...via })}
              />
            </li>
          ))}
          {catalogs.map((catalog) => (
            <li key={`presential_catalog:${String(catalog.id)}`}>
              <CatalogEntry
                catalog={catalog}
                onOpen={() => onOpenDetail({ type: 'presential-catalogs', id: catalog.id, trailId: via.trailId })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
