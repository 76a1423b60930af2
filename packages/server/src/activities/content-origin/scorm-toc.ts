import { scormTocItemSchema } from '@campus/core/schemas';
import type { ScormLaunch, ScormTocItem } from '@campus/core/schemas';
import type { ActivityContentRow } from '../../db/schema';
import type { ScormItem } from '../packages';

type ScormContent = Pick<ActivityContentRow, 'scormVersion' | 'scormEdition' | 'scormOrganization' | 'scormScos'>;

/** One stored item as the launch answers it; `launch_url` stays relative to the package root, the launch's `base_url`. */
function tocItemOf(item: ScormItem, level: number): ScormTocItem {
  return {
    identifier: item.identifier,
    title: item.title,
    level,
    visible: item.isVisible,
    scorm_type: item.scormType,
    launch_url: item.launchUrl,
    data_from_lms: item.dataFromLms,
    mastery_score: item.masteryScore,
    completion_threshold: item.completionThreshold,
    ...sequencingField(item.sequencing),
  };
}

/**
 * A stored sequencing definition as the launch answers it, when it still reads as one: the column is JSON written
 * by an import of this or an older server, so it is checked rather than trusted.
 */
function sequencingField(stored: unknown): { sequencing?: NonNullable<ScormTocItem['sequencing']> } {
  if (stored === undefined || stored === null) return {};
  const parsed = scormTocItemSchema.shape.sequencing.safeParse(stored);
  return parsed.success && parsed.data !== undefined ? { sequencing: parsed.data } : {};
}

/**
 * The table of contents of a SCORM package for its launch: the default organization the import stored, flattened
 * in document order (a parent before its children, `level` 0 for top items). A package imported before the
 * organization was stored lists its SCOs, each a top item. A SCORM 2004 package with sequencing is answered
 * `sequenced`, with each item's rules and the organization's. Undefined for content that is not a SCORM package.
 */
export function scormLaunchOf(content: ScormContent): ScormLaunch | undefined {
  if (content.scormVersion === null) return undefined;
  const items: ScormTocItem[] = [];
  const organization = content.scormOrganization;
  if (organization) {
    // An explicit stack rather than recursion: a hostile manifest could nest items deeply.
    const pending: [ScormItem, number][] = [...organization.items].reverse().map((item) => [item, 0]);
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const [item, level] = next;
      items.push(tocItemOf(item, level));
      for (const child of [...item.children].reverse()) pending.push([child, level + 1]);
    }
  } else {
    for (const sco of content.scormScos ?? []) {
      items.push({
        identifier: sco.itemIdentifier,
        title: sco.title,
        level: 0,
        visible: true,
        scorm_type: 'sco',
        launch_url: sco.launchUrl,
        data_from_lms: null,
        mastery_score: null,
      });
    }
  }
  const rootSequencing = organization?.sequencing;
  // Sequenced when the import stored rules to follow: a package imported before they were read keeps the plain
  // organization order rather than run under the defaults alone (no flow).
  const sequenced =
    content.scormVersion === '2004' &&
    organization?.hasSequencing === true &&
    (rootSequencing !== undefined || items.some((item) => item.sequencing !== undefined));
  return {
    version: content.scormVersion,
    edition: content.scormVersion === '2004' ? (content.scormEdition ?? 'unknown') : null,
    title: organization?.title ?? '',
    items,
    ...(sequenced ? { sequenced, ...sequencingField(rootSequencing) } : {}),
  };
}
