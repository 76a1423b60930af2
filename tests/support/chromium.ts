import { existsSync } from 'node:fs';

/** Where Debian's Chromium lives; `CAMPUS_CHROMIUM` overrides it (e.g. another distribution's path). */
export const chromiumPath = process.env['CAMPUS_CHROMIUM'] ?? '/usr/bin/chromium';

/**
 * Launch flags that work on a closed-network, root-run CI machine: without the background-networking
 * flags Chromium keeps trying to reach Google's hosts. (ARCHITECTURE §7)
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Returns the Chromium executable, or throws a message that says how to install it:
 * Playwright cannot download its own browsers here.
 */
export function requireChromium(): string {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. The browser tests use Debian's Chromium: ` +
        'install it with `sudo apt-get install -y chromium` (or set CAMPUS_CHROMIUM to a Chromium binary).',
    );
  }
  return chromiumPath;
}
