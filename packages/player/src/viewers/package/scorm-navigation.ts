import type { ScormTocItem } from '@campus/core/schemas';

/** Where a SCORM 2004 navigation request leads once the SCO terminates. */
export type ScormNavigation =
  | { readonly kind: 'launch'; readonly index: number }
  /** The learner left the module (`exit`, `exitAll`, `suspendAll`, `abandon…`), or `continue` past the last item. */
  | { readonly kind: 'end'; readonly all: boolean }
  /** No request, or one that leads nowhere (`previous` on the first item, an unknown target): nothing moves. */
  | { readonly kind: 'stay' };

/** An item the player can launch: a SCO or an asset (a grouping item has no launch URL). */
export function isLaunchable(item: ScormTocItem): boolean {
  return item.launch_url !== null;
}

/** `adl.nav.request` read: the request and, for `choice` and `jump`, its `{target=…}`. */
export function parseNavRequest(value: string): { request: string; target: string | undefined } {
  const match = /^\s*\{target=([^}]*)\}\s*(\w+)\s*$/.exec(value);
  if (match) return { request: match[2] ?? '', target: match[1] };
  return { request: value.trim(), target: undefined };
}

/**
 * Where the navigation request `value` (`adl.nav.request`, SCORM 2004 RTE 4.4) leads from the launchable item at
 * `current` of `items` (the table of contents in document order): `continue` and `previous` to the next or
 * previous launchable item (hidden ones included: `isvisible` hides from the contents, not from the flow),
 * `choice` and `jump` to their target, the exits out of the module: the navigation of a package without
 * sequencing (and of SCORM 1.2), whose flow is the organization's order. A package with SCORM 2004 sequencing is
 * navigated by its rules instead (see ScormSequencer).
 */
export function navigationOf(value: string, items: readonly ScormTocItem[], current: number): ScormNavigation {
  const { request, target } = parseNavRequest(value);
  const step = (direction: 1 | -1): number | undefined => {
    for (let index = current + direction; index >= 0 && index < items.length; index += direction) {
      const item = items[index];
      if (item !== undefined && isLaunchable(item)) return index;
    }
    return undefined;
  };
  switch (request) {
    case 'continue': {
      const next = step(1);
      return next === undefined ? { kind: 'end', all: false } : { kind: 'launch', index: next };
    }
    case 'previous': {
      const previous = step(-1);
      return previous === undefined ? { kind: 'stay' } : { kind: 'launch', index: previous };
    }
    case 'choice':
    case 'jump': {
      const index = items.findIndex((item) => item.identifier === target && isLaunchable(item));
      return index === -1 ? { kind: 'stay' } : { kind: 'launch', index };
    }
    case 'exit':
    case 'abandon':
      return { kind: 'end', all: false };
    case 'exitAll':
    case 'abandonAll':
    case 'suspendAll':
      return { kind: 'end', all: true };
    default:
      return { kind: 'stay' };
  }
}
