import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptStyles } from '../styles/adopt-styles.js';
import { tokenStyles } from '../styles/tokens.styles.js';
import { toolkitStyles } from '../styles/toolkit-styles.js';
import { createAttributeStore, CONFIG_ATTRIBUTE_NAMES } from './attribute-store.js';
import type { AttributeStore } from './attribute-store.js';
import { attributeNameOf, isMarkupAttribute } from './attribute-types.js';
import type { AttributeType } from './attribute-types.js';
import { defineCampusConfigElement } from './campus-config-element.js';
import { devWarn } from './dev-warning.js';
import { recordElementDefinition } from './element-docs.js';
import type { ElementDocs } from './element-docs.js';
import { ElementHost } from './element-host.js';
import type { CampusEventName } from './element-events.js';

/** How {@link defineElement} turns a component into an element. */
export interface ElementOptions<P> {
  /**
   * The props that come from attributes, by prop name, with their type. Attributes are the kebab-case names
   * (`pageSize` → `page-size`); the element also gets a property of the prop's name (any value, e.g. objects).
   * A `property` prop has the property only (no attribute is observed or read).
   * `api-base`, `client-id`, `client-secret`, `locale` and `token` are handled by the factory, not passed on.
   * @default {}
   */
  attributes?: { readonly [K in keyof P]?: AttributeType };
  /**
   * Callback props that become DOM events: `{ onRedeemed: 'campus-redeemed' }`. The callback's argument is the
   * event's `detail`; the event bubbles and is composed. Declare each event in `GlobalEventHandlersEventMap`.
   * @default {}
   */
  events?: { readonly [K in keyof P]?: CampusEventName };
  /** The widget's own CSS texts, adopted after the tokens and the toolkit styles. @default [] */
  styles?: readonly string[];
  /** Descriptions for `custom-elements.json` and the element reference; every public element has them. */
  docs?: ElementDocs<P>;
}

// The store of each element, kept off the element's public surface.
const stores = new WeakMap<HTMLElement, AttributeStore>();

/**
 * Registers `<tag>` as a custom element rendering `Component` (over `@r2wc/react-to-web-component`):
 * open shadow DOM with the tokens, toolkit and widget styles adopted as constructable stylesheets (no `<style>`,
 * no `style=""`), the client theme on `:host`, typed attributes and properties, callback props dispatched as
 * `campus-*` DOM events, and the page's shared Campus instance (`<campus-config>`, `configure()` or the element's
 * own `api-base`/`client-id`/`client-secret`/`locale`; `token` signs in with a webservice token).
 *
 * A second registration of the same tag is a no-op (another bundle on the page got there first) and warns in
 * development. Registering any widget also registers `<campus-config>`.
 * @returns the element class (the existing one when the tag was already defined); `undefined` without a DOM
 */
export function defineElement<P extends object>(
  tag: `campus-${string}`,
  Component: ComponentType<P>,
  options: ElementOptions<P> = {},
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  defineCampusConfigElement();
  const existing = customElements.get(tag);
  if (existing !== undefined) {
    devWarn(`<${tag}> is already defined; this registration is ignored.`);
    return existing;
  }
  const attributes = (options.attributes ?? {}) as Readonly<Record<string, AttributeType>>;
  const events = (options.events ?? {}) as Readonly<Record<string, CampusEventName>>;
  const styles = [tokenStyles, ...toolkitStyles, ...(options.styles ?? [])];
  const component = Component as ComponentType<Record<string, unknown>>;

  // r2wc attaches the open shadow root, mounts a React root in it on connect and unmounts it on disconnect;
  // it passes the shadow root as `container`. Attributes are handled by the store (see createAttributeStore).
  function Root({ container }: { container?: HTMLElement }) {
    const root = container as unknown as ShadowRoot;
    const host = root.host as HTMLElement;
    const store = stores.get(host);
    if (store === undefined) return null;
    return <ElementHost host={host} root={root} store={store} component={component} events={events} />;
  }
  const Base = r2wc(Root, { shadow: 'open', props: {} });
  const observed = [
    ...CONFIG_ATTRIBUTE_NAMES,
    ...Object.entries(attributes)
      .filter(([, type]) => isMarkupAttribute(type))
      .map(([prop]) => attributeNameOf(prop)),
  ];

  class CampusElement extends Base {
    static get observedAttributes(): string[] {
      return observed;
    }

    constructor() {
      super();
      // Before the first render, so the widget never paints unstyled.
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
      stores.set(this, createAttributeStore(this, attributes, tag));
      // A property set before the element was defined shadows the accessor: move it through the accessor.
      for (const prop of Object.keys(attributes)) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          stores.get(this)?.setProperty(prop, value);
        }
      }
    }

    attributeChangedCallback(name: string): void {
      stores.get(this)?.refresh(name);
    }
  }

  for (const prop of Object.keys(attributes)) {
    Object.defineProperty(CampusElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return stores.get(this)?.snapshot().props[prop];
      },
      set(this: HTMLElement, value: unknown) {
        stores.get(this)?.setProperty(prop, value);
      },
    });
  }

  customElements.define(tag, CampusElement);
  recordElementDefinition({
    tag,
    attributes,
    events,
    docs: options.docs as ElementDocs<Record<string, unknown>> | undefined,
  });
  return CampusElement;
}
