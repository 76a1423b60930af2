#!/usr/bin/env node
// Runs drizzle-kit so that it finds drizzle-orm. npm installs drizzle-orm inside packages/server/node_modules
// (it is not hoisted), while drizzle-kit sits in the root node_modules and loads drizzle-orm from there, both
// with require() and import(). NODE_PATH covers require(); the resolve hook in drizzle-orm-resolve.mjs covers
// import(). Usage: node scripts/drizzle-kit.mjs generate [--name add_x]   (npm run db:generate -- --name add_x)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromPackage = createRequire(join(packageDir, 'package.json'));
// drizzle-kit's exports map hides bin.cjs and package.json: find the package from its main entry.
const drizzleKitBin = join(dirname(requireFromPackage.resolve('drizzle-kit')), 'bin.cjs');
const nodePath = [join(packageDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(delimiter);

function run(args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: packageDir, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const args = process.argv.slice(2);
let code = await run(['--import', join(packageDir, 'scripts', 'drizzle-orm-resolve.mjs'), drizzleKitBin, ...args], {
  ...process.env,
  NODE_PATH: nodePath,
  // The schema imports @campus/core (status lists for check constraints): load its sources, as the server does,
  // not a dist/ that may predate them (a stale build made `generate` fail on a list it did not have yet).
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=source'].filter(Boolean).join(' '),
});
// drizzle-kit writes its JSON snapshots and journal unformatted; `npm run lint` checks them with Prettier.
if (code === 0 && args[0] === 'generate') {
  const prettier = join(dirname(requireFromPackage.resolve('prettier/package.json')), 'bin', 'prettier.cjs');
  code = await run([prettier, '--write', '--log-level=warn', 'drizzle']);
}
process.exit(code);
