import { elementDefinitions } from '../element/element-docs.js';

/** What a package's element test says each of its tags declares: the attribute kinds and the event names. */
export type DefinedElements = Readonly<
  Record<string, { readonly attributes: Readonly<Record<string, string>>; readonly events: readonly string[] }>
>;

/** The props the DOM typings (`HTMLElementTagNameMap`) give a tag beyond `HTMLElement`'s. */
export type DomProps<T extends keyof HTMLElementTagNameMap> = Exclude<
  keyof HTMLElementTagNameMap[T],
  keyof HTMLElement
>;

/**
 * Where the registered definitions differ from what a package's typings test lists (`defined`): a tag missing or
 * extra, an attribute kind or an event name that differs; empty when they agree. With the test's `expectTypeOf` of
 * {@link DomProps} and `HTMLElementEventMap`, an element entry's typings and its definitions cannot drift apart.
 */
export function definitionProblems(defined: DefinedElements): string[] {
  const definitions = elementDefinitions().filter((definition) => definition.tag in defined);
  const problems = Object.keys(defined)
    .filter((tag) => !definitions.some((definition) => definition.tag === tag))
    .map((tag) => `${tag}: not defined`);
  for (const definition of definitions) {
    const listed = defined[definition.tag];
    const attributes = JSON.stringify(Object.entries(definition.attributes).sort());
    if (attributes !== JSON.stringify(Object.entries(listed?.attributes ?? {}).sort()))
      problems.push(`${definition.tag}: attributes ${attributes}`);
    const events = JSON.stringify(Object.values(definition.events).sort());
    if (events !== JSON.stringify([...(listed?.events ?? [])].sort()))
      problems.push(`${definition.tag}: events ${events}`);
  }
  return problems;
}
