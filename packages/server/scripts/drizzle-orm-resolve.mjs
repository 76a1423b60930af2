// Module resolve hook for scripts/drizzle-kit.mjs: `drizzle-orm` (and subpaths) imported from anywhere
// resolve as if imported from the server package, where npm installed it.
import { register } from 'node:module';

const hooks = `
const packageUrl = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: packageUrl });
  }
  return nextResolve(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
