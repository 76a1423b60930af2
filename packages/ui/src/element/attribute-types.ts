import { devWarn } from './dev-warning.js';

/**
 * How an attribute's text becomes a prop:
 * - `string`: as written;
 * - `number`: a finite number, otherwise left unset;
 * - `boolean`: present (`compact`, `compact=""`, `compact="true"`) is true, `="false"` or absent is unset/false;
 * - `json`: `JSON.parse` (arrays, objects); invalid JSON is left unset with a development warning;
 * - `property`: no attribute at all: the prop is set from script only (an adapter object, a callback), so markup
 *   cannot pass it and the manifest lists it as a field without attribute.
 * JavaScript properties of the same (camelCase) name take any value directly.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'property';

/** The kinds that read an attribute (every {@link AttributeType} but `property`). */
export type MarkupAttributeType = Exclude<AttributeType, 'property'>;

/** Whether a prop of this type has an attribute (`property` props are set from script only). */
export function isMarkupAttribute(type: AttributeType): type is MarkupAttributeType {
  return type !== 'property';
}

/** The value type an {@link AttributeType} produces. */
export type AttributeValue<T extends AttributeType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : unknown;

/** `pageSize` → `page-size`: props are camelCase, attributes kebab-case. */
export function attributeNameOf(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Parses an attribute's text (`null` when absent) as `type`; `undefined` means "not set". */
export function parseAttribute(type: MarkupAttributeType, text: string | null, where: string): unknown {
  if (text === null) return type === 'boolean' ? false : undefined;
  switch (type) {
    case 'string':
      return text;
    case 'number': {
      const value = text.trim() === '' ? Number.NaN : Number(text);
      if (Number.isFinite(value)) return value;
      devWarn(`${where}: "${text}" is not a number; the attribute is ignored.`);
      return undefined;
    }
    case 'boolean':
      return text.toLowerCase() !== 'false';
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        devWarn(`${where}: the attribute is not valid JSON; it is ignored.`);
        return undefined;
      }
  }
}
