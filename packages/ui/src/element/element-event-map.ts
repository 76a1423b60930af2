/**
 * `@campus/ui/element-events`: the DOM events every widget element dispatches besides its own, typed for the
 * page. This module is React-free on purpose: each package's `/element` entry re-exports {@link WidgetEventMap}
 * from here, so its declarations reach `campus-session-expired` without `@campus/ui`'s React types, and a host
 * without React type-checks with `skipLibCheck: false`.
 * @packageDocumentation
 */
import type { CampusConfigElement } from './campus-config-element.js';

// `<campus-config>` is defined by every element entry; its class's module reaches only the core, so the page's
// `querySelector('campus-config')` is typed without React (the class declares itself in HTMLElementTagNameMap).
export type { CampusConfigElement };

/** The events every widget element dispatches, by name (each also in `GlobalEventHandlersEventMap`). */
export interface WidgetEventMap {
  /**
   * The widget's session ended on its own (refresh refused, webservice token rejected; spec §4): the host
   * should send the person to sign in. `detail` is null. Dispatched by every widget element of the expired
   * instance; it bubbles and is composed.
   */
  'campus-session-expired': CustomEvent<null>;
}

declare global {
  // Merged into the DOM's own map (which `HTMLElementEventMap`, `DocumentEventMap` and `WindowEventMap` extend),
  // so `addEventListener('campus-session-expired', …)` is typed on the element, the document and the window.
  interface GlobalEventHandlersEventMap {
    'campus-session-expired': WidgetEventMap['campus-session-expired'];
  }
}
