import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { setCatalogueItemState } from '@campus/core/api';
import type { CatalogueStateAction } from '@campus/core/api';
import { ConfirmDialog, useCampus, useT } from '@campus/ui';
import { TYPE_OF_ITEM } from '../catalogue-type.js';
import type { CatalogueListItem, CatalogueType } from '../catalogue-type.js';
import type { CourseOpenDetail, OpenedVia } from '../events.js';
import { OPEN_ACTIONS } from '../status/item-status.js';
import type { ItemAction } from '../status/item-status.js';
import { useItemOverrides } from './item-overrides.js';

/** Actions asked before they run (spec §4: subscribe and unsubscribe ask for confirmation; so does unenrol). */
type ConfirmedAction = 'subscribe' | 'unsubscribe' | 'unenrol';

interface Pending {
  item: CatalogueListItem;
  action: ConfirmedAction;
}

/** What {@link useItemActions} returns. */
export interface ItemActions {
  /**
   * Runs an item's action: opens it, writes at once (enrol) or asks first (subscribe, unsubscribe, unenrol).
   * `via` is the trail (and presential catalogue) the item was reached through, passed on to `campus-course-open`.
   */
  perform(item: CatalogueListItem, action: ItemAction, via?: OpenedVia): void;
  /** Marks or unmarks a favourite. */
  toggleFavorite(item: CatalogueListItem): void;
  /** `type:id` of the item whose write is running, if any. */
  busy: string | undefined;
  /** The confirmation dialog and the spoken outcome, to render once. */
  feedback: ReactNode;
}

/** The write behind an action: which state, on or off, and the message said when it is done. */
interface Write {
  state: CatalogueStateAction;
  on: boolean;
  done: string;
}

const WRITES: Readonly<Record<'enrol' | ConfirmedAction, Write>> = {
  enrol: { state: 'enrol', on: true, done: 'catalogue.done.joined' },
  unenrol: { state: 'enrol', on: false, done: 'catalogue.done.left' },
  subscribe: { state: 'subscribe', on: true, done: 'catalogue.done.joined' },
  unsubscribe: { state: 'subscribe', on: false, done: 'catalogue.done.left' },
};

const keyOf = (item: CatalogueListItem) => `${item.type}:${String(item.id)}`;

/**
 * The actions of catalogue items for one view: favourite, enrol/unenrol, subscribe/unsubscribe with
 * confirmation, and opening an item (`onCourseOpen`, the `campus-course-open` event). Write answers are
 * recorded as overrides so every view of the item updates; an enrolment or subscription also invalidates what it
 * changes elsewhere (`campus.query.invalidateAfter('enrolment')`: details, a course's activities). The outcome is
 * announced politely, failures assertively ('Vagas esgotadas' when the last seat went to someone else).
 */
export function useItemActions(onCourseOpen: ((detail: CourseOpenDetail) => void) | undefined): ItemActions {
  const campus = useCampus();
  const t = useT();
  const overrides = useItemOverrides();
  const [pending, setPending] = useState<Pending | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');

  const write = useCallback(
    async (item: CatalogueListItem, state: CatalogueStateAction, on: boolean, doneKey: string) => {
      setBusy(keyOf(item));
      setDone('');
      setFailure('');
      try {
        const type = TYPE_OF_ITEM[item.type] as CatalogueType;
        const updated = await setCatalogueItemState(campus.api, type, Number(item.id), state, on);
        overrides.record(updated);
        if (state !== 'favorite') campus.query.invalidateAfter('enrolment');
        setDone(t(doneKey, { title: item.title }));
      } catch (error) {
        // `catalogue.errors.subscription_closed` (a transmission not open) is the catalogue's own; the rest core's.
        setFailure(campus.errorMessage(error, 'catalogue'));
      } finally {
        setBusy(undefined);
        setPending(undefined);
      }
    },
    [campus, overrides, t],
  );

  const perform = useCallback(
    (item: CatalogueListItem, action: ItemAction, via: OpenedVia = {}) => {
      if (OPEN_ACTIONS.has(action)) {
        const detail: CourseOpenDetail = {
          type: TYPE_OF_ITEM[item.type],
          id: item.id,
          action: action as NonNullable<CourseOpenDetail['action']>,
        };
        if (via.trailId !== undefined) detail.trailId = via.trailId;
        if (via.catalogId !== undefined) detail.catalogId = via.catalogId;
        onCourseOpen?.(detail);
        return;
      }
      if (action === 'enrol') {
        void write(item, 'enrol', true, WRITES.enrol.done);
        return;
      }
      setDone('');
      setFailure('');
      setPending({ item, action: action as ConfirmedAction });
    },
    [onCourseOpen, write],
  );

  const toggleFavorite = useCallback(
    (item: CatalogueListItem) => {
      const on = !item.favorite;
      void write(item, 'favorite', on, on ? 'catalogue.done.favorite_added' : 'catalogue.done.favorite_removed');
    },
    [write],
  );

  const confirming = pending === undefined ? undefined : WRITES[pending.action];
  const feedback = (
    <>
      <p className="campus-visually-hidden" role="status">
        {done}
      </p>
      <div className="campus-catalogue__failure" part="error" role="alert">
        {failure}
      </div>
      <ConfirmDialog
        open={pending !== undefined}
        title={pending ? t(`catalogue.confirm.${pending.action}_title`) : ''}
        message={pending ? t(`catalogue.confirm.${pending.action}_message`, { title: pending.item.title }) : ''}
        confirmLabel={pending ? t(`catalogue.actions.${pending.action}`) : ''}
        tone={pending?.action === 'subscribe' ? 'primary' : 'danger'}
        busy={busy !== undefined}
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          if (pending && confirming) void write(pending.item, confirming.state, confirming.on, confirming.done);
        }}
      />
    </>
  );

  return { perform, toggleFavorite, busy, feedback };
}
