let registered = false;

/**
 * Registers `--campus-rem` as an inherited length (`CSS.registerProperty`, the script twin of `@property`, which
 * shadow trees ignore). Registered, `--campus-rem: 1em` on a widget's `:host` is computed there, on the element's
 * own base size, and inherited as that length: `calc(0.875 * var(--campus-rem))` is the same size at every depth.
 * Unregistered, each use would read `1em` of its own element and sizes inside smaller text would shrink.
 *
 * Once per document; a second registration (another bundle's copy of this module) throws, and is ignored. Where
 * the API is missing (jsdom) nothing is registered: the `:root` value `1rem` then reads as before.
 */
export function registerCampusRem(): void {
  const css = (globalThis as { CSS?: { registerProperty?: (definition: PropertyDefinition) => void } }).CSS;
  if (registered || typeof css?.registerProperty !== 'function') return;
  registered = true;
  try {
    css.registerProperty({ name: '--campus-rem', syntax: '<length>', inherits: true, initialValue: '16px' });
  } catch {
    // Already registered on this document, by another copy of the toolkit: the same definition.
  }
}
