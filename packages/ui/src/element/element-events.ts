import { createContext, useContext, useMemo } from 'react';

/**
 * Every `campus-*` event name a package has declared. Packages declare their events by merging into the DOM's
 * own map, which also types `addEventListener` for hosts:
 *
 * ```ts
 * declare global {
 *   interface GlobalEventHandlersEventMap {
 *     'campus-redeemed': CustomEvent<{ rewardId: number; points: number }>;
 *   }
 * }
 * ```
 *
 * `campus-session-expired`, which every widget dispatches, is declared in the React-free `element-event-map.ts`
 * (`@campus/ui/element-events`), re-exported by every element entry.
 */
export type CampusEventName = Extract<keyof GlobalEventHandlersEventMap, `campus-${string}`>;

/** The `detail` of a declared campus event. */
export type CampusEventDetail<K extends CampusEventName> =
  GlobalEventHandlersEventMap[K] extends CustomEvent<infer Detail> ? Detail : never;

/**
 * Dispatches a campus event the way every widget does: a `CustomEvent` that bubbles and is composed, so it
 * crosses the shadow boundary and reaches the host page (retargeted to the element).
 * @returns false when a listener called `preventDefault()`
 */
export function dispatchCampusEvent<K extends CampusEventName>(
  target: EventTarget,
  name: K,
  detail: CampusEventDetail<K>,
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, cancelable: true, detail }));
}

/** The custom element a widget renders in, and its shadow root; `null` when rendered by a React host. */
export interface ElementScope {
  host: HTMLElement;
  root: ShadowRoot;
}

/** Set by the element factory around every widget. */
export const ElementScopeContext = createContext<ElementScope | null>(null);

/** What {@link useElementEvents} returns. */
export interface ElementEvents {
  /**
   * Dispatches `name` from the widget's element. Returns false when a host listener called `preventDefault()`.
   * Outside an element (a React host) nothing is dispatched and it returns true: React hosts use callback props.
   */
  emit<K extends CampusEventName>(name: K, detail: CampusEventDetail<K>): boolean;
}

/** Lets any component inside a widget dispatch the widget element's DOM events. */
export function useElementEvents(): ElementEvents {
  const scope = useContext(ElementScopeContext);
  return useMemo(
    () => ({
      emit: <K extends CampusEventName>(name: K, detail: CampusEventDetail<K>) =>
        scope === null ? true : dispatchCampusEvent(scope.host, name, detail),
    }),
    [scope],
  );
}

/** The root to look elements up in: the widget's shadow root, or the document for a React host. */
export function useElementRoot(): ShadowRoot | Document {
  return useContext(ElementScopeContext)?.root ?? document;
}
