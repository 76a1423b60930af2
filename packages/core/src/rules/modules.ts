/**
 * The flags that switch a module on, when they are not just `has_<module>`. Webinars were called webcasts
 * (spec §2 legacy redirect `webcasts` → `webinars`), and spec §1/§3 name the client's flag `has_webcasts`
 * while the catalogue calls the module `webinars`: either flag switches webinars on, under either name (the
 * reference API's catalogue reads them the same way).
 */
const MODULE_FLAGS: Readonly<Record<string, readonly string[]>> = {
  webinars: ['has_webinars', 'has_webcasts'],
  webcasts: ['has_webinars', 'has_webcasts'],
};

/**
 * Whether a client has a module switched on: its `has_<module>` flag is exactly `true` (a missing flag,
 * `"true"` or `1` is off, so a module only shows when the client opted in). Webinars also answer to the spec's
 * `has_webcasts` (see `MODULE_FLAGS`).
 * @see SPECIFICATION §1 Other facts, §3 Client, §6
 * @example isModuleEnabled({ has_library: true }, 'library') // true; isModuleEnabled({}, 'news') // false
 * @example isModuleEnabled({ has_webcasts: true }, 'webinars') // true
 */
export function isModuleEnabled(client: object | null | undefined, module: string): boolean {
  if (client === null || client === undefined) return false;
  const flags = client as Readonly<Record<string, unknown>>;
  return (MODULE_FLAGS[module] ?? [`has_${module}`]).some((flag) => flags[flag] === true);
}

/**
 * Whether a person may use a module (spec §6 "Modules and menus depend on the client flags and on the module
 * items per client"): the client has it switched on ({@link isModuleEnabled}) and the person's module items for
 * the selected client (`user_client_module_items`) list it. The one rule behind both the menu entries and the
 * routes a person may open.
 * @see SPECIFICATION §3 Login/config state, §6
 * @example isModuleAvailable({ has_trails: true }, [{ module: 'trails' }], 'trails') // true
 * @example isModuleAvailable({ has_trails: true }, [], 'trails') // false
 */
export function isModuleAvailable(
  client: object | null | undefined,
  moduleItems: readonly { readonly module?: string | null }[],
  module: string,
): boolean {
  return isModuleEnabled(client, module) && moduleItems.some((item) => item.module === module);
}
