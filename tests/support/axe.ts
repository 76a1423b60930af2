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
    return (await (include === undefined ? builder : builder.include(include)).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (context) => (window as unknown as { axe: typeof axe }).axe.run(context ?? document),
    include,
  );
  return results.violations;
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
