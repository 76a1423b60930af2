import type Scorm12API from 'scorm-again/scorm12';
import type Scorm2004API from 'scorm-again/scorm2004';
import type { ScormPackageVersion } from './scorm-cmi.js';

/** What the viewer uses of a scorm-again API (SCORM 1.2 or 2004). */
export type ScormRuntimeApi = Scorm12API | Scorm2004API;

/** scorm-again's settings, as its constructors take them. */
type ApiSettings = NonNullable<ConstructorParameters<typeof Scorm12API>[0]>;

/**
 * The scorm-again pieces of one SCORM version, loaded on demand. The SCO frames' CrossFrameAPI is answered by the
 * player's own ScoBridge rather than scorm-again's CrossFrameLMS (see there why).
 */
export interface ScormRuntimeModules {
  createApi(settings: ApiSettings): ScormRuntimeApi;
  /**
   * A SCORM 2004 API used as the package's sequencing engine (never framed): null for SCORM 1.2, which has no
   * sequencing.
   */
  readonly createEngine: ((settings: ApiSettings) => Scorm2004API) | null;
}

// scorm-again's ES modules export their classes by name (`export { Scorm12API }`) while its type declarations
// say `export default`: read either, so the code works whichever way a bundler resolves the package.
type ModuleOf<T> = { readonly default?: T } & Readonly<Record<string, unknown>>;

function classOf<T>(module: ModuleOf<T>, name: string): T {
  const named = module[name] as T | undefined;
  const found = named ?? module.default;
  if (found === undefined) throw new Error(`scorm-again: ${name} not found`);
  return found;
}

/**
 * Loads scorm-again for a package's version: its 1.2 or 2004 API, as a chunk of its own (the
 * player's bundle never carries them). scorm-again needs no `eval` and writes no styles, so it runs under the
 * player page's strict CSP.
 */
export async function loadScormRuntime(version: ScormPackageVersion): Promise<ScormRuntimeModules> {
  if (version === '1.2') {
    const api = classOf(await (import('scorm-again/scorm12') as Promise<ModuleOf<typeof Scorm12API>>), 'Scorm12API');
    return { createApi: (settings) => new api(settings), createEngine: null };
  }
  const api = classOf(
    await (import('scorm-again/scorm2004') as Promise<ModuleOf<typeof Scorm2004API>>),
    'Scorm2004API',
  );
  return { createApi: (settings) => new api(settings), createEngine: (settings) => new api(settings) };
}
