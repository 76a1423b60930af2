/**
 * Whether a client has a module switched on: its `has_<module>` flag is exactly `true` (a missing flag,
 * `"true"` or `1` is off, so a module only shows when the client opted in).
 * @see SPECIFICATION §1 Other facts, §3 Client, §6
 * @example isModuleEnabled({ has_library: true }, 'library') // true; isModuleEnabled({}, 'news') // false
 */
export function isModuleEnabled(client: object | null | undefined, module: string): boolean {
  if (client === null || client === undefined) return false;
  return (client as Readonly<Record<string, unknown>>)[`has_${module}`] === true;
}
