import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import axe from 'axe-core';
import type { Result } from 'axe-core';

/**
 * The axe violations of the page, or of the elements `include` selects (shadow roots included). A page without
 * frames is checked by axe-core evaluated once per document (through the debugging protocol, so a strict CSP
 * does not stop it) and run in the page: tens of milliseconds a check, where `AxeBuilder` evaluates axe's 500 KB
 * again each time. A page with frames goes through `AxeBuilder`, which checks inside them too.
 */
export async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    // Frames from the internet (a YouTube player) are not ours to check, and the tests run without a network: they
    // hold the browser's error page, whose text is in no landmark. Every origin of ours runs on this machine.
    for (const frame of await externalFrames(page)) builder.exclude(frame);
    return (await (include === undefined ? builder : builder.include(include)).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (context) => (window as unknown as { axe: typeof axe }).axe.run(context ?? document),
    include,
  );
  return results.violations;
}

/** Selectors of the page's frames whose address is on another machine than the tests' servers. */
function externalFrames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('iframe[src]')].flatMap((frame) => {
      const src = frame.getAttribute('src') ?? '';
      const { protocol, hostname } = new URL(src, location.href);
      const local = hostname === location.hostname || hostname === 'localhost' || hostname === '127.0.0.1';
      // blob:, data: and about: frames hold what the page itself made: checked.
      return (protocol === 'http:' || protocol === 'https:') && !local ? [`iframe[src="${CSS.escape(src)}"]`] : [];
    }),
  );
}

/** Fails on any serious or critical axe violation of the page, or of the elements `include` selects. */
export async function expectNoBlockingViolations(page: Page, label: string, include?: string): Promise<void> {
  const blocking = (await axeViolations(page, include))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking).toEqual([]);
}
