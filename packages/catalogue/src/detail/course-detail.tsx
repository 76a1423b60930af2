import { useState } from 'react';
import { EmptyState, SignedInOnly, useT } from '@campus/ui';
import { isDetailType } from '../catalogue-type.js';
import type { DetailType } from '../catalogue-type.js';
import type { ActivityOpenDetail, CourseOpenDetail } from '../events.js';
import { CATALOGUE_SIGNED_OUT } from '../shared/catalogue-signed-out.js';
import { DetailPanel } from './detail-panel.js';
import type { DetailTarget } from './detail-target.js';

/** Props of {@link CourseDetail}. */
export interface CourseDetailProps {
  /** What the item is, by route type: `online-courses`, `trails`, `presential-courses`, `webinars`, `live-classes`, `presential-catalogs`. */
  type: DetailType | string;
  /** The item's id. */
  itemId: number | string;
  /** The trail the item is shown in (`trails/{trailId}/…` routes), passed on to `campus-course-open`. */
  trailId?: number | string;
  /** The presential catalogue (of that trail) a presential course is shown in, passed on to `campus-course-open`. */
  catalogId?: number | string;
  /** The person chose to start, continue, review or enter an item: route to its player (`campus-course-open`). */
  onCourseOpen?: (detail: CourseOpenDetail) => void;
  /** The person chose one activity of a course: route to it in the player (`campus-activity-open`). */
  onActivityOpen?: (detail: ActivityOpenDetail) => void;
  /** Shows a back button on the item itself (inside a catalogue list). */
  onBack?: () => void;
}

const isValidId = (id: unknown): boolean => /^\d{1,10}$/.test(String(id)) && Number(id) >= 1;

/**
 * An item's detail: a course with its progress, status and activities, a trail with its items, a presential course with
 * its events, a webinar or live class with its transmission date, seats and subscription (spec §2, §4).
 * What the item holds opens in place, with a back button; actions work as in the lists.
 */
export function CourseDetail(props: CourseDetailProps) {
  return (
    <SignedInOnly {...CATALOGUE_SIGNED_OUT}>
      <DetailScreen {...props} />
    </SignedInOnly>
  );
}

function DetailScreen({ type, itemId, trailId, catalogId, onCourseOpen, onActivityOpen, onBack }: CourseDetailProps) {
  const t = useT();
  const [stack, setStack] = useState<DetailTarget[]>([]);
  // Another item asked for (new attributes): start again from it.
  const rootKey = `${type}:${String(itemId)}:${String(trailId)}:${String(catalogId)}`;
  const [seenRoot, setSeenRoot] = useState(rootKey);
  if (seenRoot !== rootKey) {
    setSeenRoot(rootKey);
    setStack([]);
  }
  if (!isDetailType(type) || !isValidId(itemId)) {
    return <EmptyState title={t('errors.not_found_or_forbidden')} />;
  }
  const root: DetailTarget = { type, id: itemId, trailId, catalogId };
  const current = stack[stack.length - 1] ?? root;
  const back = stack.length > 0 ? () => setStack(stack.slice(0, -1)) : onBack;
  return (
    <DetailPanel
      key={`${current.type}:${String(current.id)}:${stack.length}`}
      target={current}
      onCourseOpen={onCourseOpen}
      onActivityOpen={onActivityOpen}
      onOpenDetail={(target) => setStack([...stack, target])}
      onBack={back}
      focusTitle={stack.length > 0 || onBack !== undefined}
    />
  );
}
