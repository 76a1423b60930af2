import { attributeNameOf, isMarkupAttribute, parseAttribute } from './attribute-types.js';
import type { AttributeType } from './attribute-types.js';

/** The attributes every widget element understands besides its own. */
export const CONFIG_ATTRIBUTE_NAMES = ['api-base', 'client-id', 'client-secret', 'locale', 'token'] as const;

/** The current typed props and configuration attributes of one element. A new object on every change. */
export interface AttributeSnapshot {
  /** The widget's props from its declared attributes (or properties set from script). */
  readonly props: Readonly<Record<string, unknown>>;
  /** The configuration attributes, raw. */
  readonly config: Readonly<Record<(typeof CONFIG_ATTRIBUTE_NAMES)[number], string | undefined>>;
}

/**
 * Keeps one element's attributes (and properties set from script) as a store React reads with
 * `useSyncExternalStore`. r2wc is not used for this: it ignores removed and empty attributes, so `compact=""`
 * could never turn a boolean on and removing an attribute would keep the old value.
 */
export interface AttributeStore {
  subscribe(listener: () => void): () => void;
  snapshot(): AttributeSnapshot;
  /** Re-reads the attributes after `attribute` changed (from `attributeChangedCallback`). */
  refresh(attribute: string): void;
  /** A property set from script: wins over the attribute until the attribute changes again. */
  setProperty(prop: string, value: unknown): void;
}

/** Creates the store of one element for its declared attributes. */
export function createAttributeStore(
  element: HTMLElement,
  attributes: Readonly<Record<string, AttributeType>>,
  tag: string,
): AttributeStore {
  const listeners = new Set<() => void>();
  const properties = new Map<string, unknown>();
  const read = (): AttributeSnapshot => {
    const props: Record<string, unknown> = {};
    for (const [prop, type] of Object.entries(attributes)) {
      const name = attributeNameOf(prop);
      // A property-only prop never reads the attribute of its name: markup cannot set an adapter.
      const value = properties.has(prop)
        ? properties.get(prop)
        : isMarkupAttribute(type)
          ? parseAttribute(type, element.getAttribute(name), `<${tag} ${name}>`)
          : undefined;
      if (value !== undefined) props[prop] = value;
    }
    const config = Object.fromEntries(
      CONFIG_ATTRIBUTE_NAMES.map((name) => [name, element.getAttribute(name) || undefined]),
    ) as AttributeSnapshot['config'];
    return { props, config };
  };
  let current = read();
  const publish = () => {
    current = read();
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => current,
    refresh(attribute) {
      // A changed attribute takes over again from a property set earlier.
      for (const [prop, type] of Object.entries(attributes)) {
        if (isMarkupAttribute(type) && attributeNameOf(prop) === attribute) properties.delete(prop);
      }
      publish();
    },
    setProperty(prop, value) {
      properties.set(prop, value);
      publish();
    },
  };
}
