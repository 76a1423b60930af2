#!/usr/bin/env node
// `npm run sync -w @campus/mobile`: copies the reference site's production build into www/ (Capacitor's webDir) and
// runs `cap sync`, which copies it into the native projects present (android/, and ios/ on a Mac) and updates their
// plugins. The site is built first, on purpose apart from this script (`npm run build -w @campus/site` with the
// production API in CAMPUS_SITE_API_BASE); CAMPUS_MOBILE_SITE_DIST names another build folder.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const mobile = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const siteDist = resolve(process.env.CAMPUS_MOBILE_SITE_DIST ?? join(mobile, '..', 'site', 'dist'));
const www = join(mobile, 'www');

if (!existsSync(join(siteDist, 'index.html'))) {
  console.error(`sync: no site build in ${siteDist}: run \`npm run build -w @campus/site\` first.`);
  process.exit(1);
}
rmSync(www, { recursive: true, force: true });
// Source maps stay out of the app: they only grow it.
cpSync(siteDist, www, { recursive: true, filter: (source) => !source.endsWith('.map') });
// The app serves its own files: the site's service worker is not registered there (src/sw/start-service-worker.ts).
rmSync(join(www, 'service-worker.js'), { force: true });

const result = spawnSync('npx', ['cap', 'sync', ...process.argv.slice(2)], { cwd: mobile, stdio: 'inherit' });
process.exit(result.status ?? 1);
