import type Scorm12API from 'scorm-again/scorm12';
import type Scorm2004API from 'scorm-again/scorm2004';
import type CrossFrameLMS from 'scorm-again/cross-frame-lms';
import type { ScormPackageVersion } from './scorm-cmi.js';

/** What the viewer uses of a scorm-again API (SCORM 1.2 or 2004). */
export type ScormRuntimeApi = Scorm12API | Scorm2004API;

/** scorm-again's settings, as its constructors take them. */
type ApiSettings = NonNullable<ConstructorParameters<typeof Scorm12API>[0]>;

/** The scorm-again pieces of one SCORM version, loaded on demand. */
export interface ScormRuntimeModules {
  createApi(settings: ApiSettings): ScormRuntimeApi;
  createLms(api: ScormRuntimeApi, contentOrigin: string, options: { rateLimit: number }): CrossFrameLMS;
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
 * Loads scorm-again for a package's version: its 1.2 or 2004 API and CrossFrameLMS, as a chunk of their own (the
 * player's bundle never carries them). scorm-again needs no `eval` and writes no styles, so it runs under the
 * player page's strict CSP.
 */
export async function loadScormRuntime(version: ScormPackageVersion): Promise<ScormRuntimeModules> {
  const [lmsModule, apiClass] = await Promise.all([
    import('scorm-again/cross-frame-lms') as Promise<ModuleOf<typeof CrossFrameLMS>>,
    version === '1.2'
      ? (import('scorm-again/scorm12') as Promise<ModuleOf<typeof Scorm12API>>).then((module) =>
          classOf(module, 'Scorm12API'),
        )
      : (import('scorm-again/scorm2004') as Promise<ModuleOf<typeof Scorm2004API>>).then((module) =>
          classOf(module, 'Scorm2004API'),
        ),
  ]);
  const Lms = classOf(lmsModule, 'CrossFrameLMS');
  return {
    createApi: (settings) => new apiClass(settings),
    createLms: (api, contentOrigin, options) => new Lms(api, contentOrigin, options),
  };
}
