import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { examplesPort } from '../../playwright.config';
import { DEMO_LEARNER, HostPage } from '../support/host-page';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

/*
 * A host themes a widget by setting its documented CSS properties on the element (docs/theming.md "Widget
 * variables"). A rule inside the shadow root that declares one of them would win over the inherited value and
 * silently ignore the host's: every element inside must see what the host set.
 */

interface ManifestDeclaration {
  customElement?: boolean;
  tagName?: string;
  cssProperties?: { name: string }[];
}

/** Each element's documented CSS properties, from the packages' custom-elements.json. */
function documentedProperties(): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const dir of readdirSync('packages')) {
    const file = join('packages', dir, 'custom-elements.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { modules: { declarations?: ManifestDeclaration[] }[] };
    for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
      if (declaration.customElement && declaration.tagName && declaration.cssProperties?.length) {
        byTag.set(
          declaration.tagName,
          declaration.cssProperties.map((property) => property.name),
        );
      }
    }
  }
  return byTag;
}

/**
 * The widgets' own variables: the documented properties that are not global tokens (the tokens are on every
 * element's list and are declared on `:host`, where the page's rules win anyway).
 */
function widgetVariables(): Map<string, string[]> {
  const byTag = documentedProperties();
  const lists = [...byTag.values()];
  const tokens = new Set(lists[0]?.filter((name) => lists.every((list) => list.includes(name))));
  return new Map([...byTag].map(([tag, names]) => [tag, names.filter((name) => !tokens.has(name))]));
}

/**
 * Sets each variable of each widget on the page to a value of its own, on the element itself (the CSSOM, which a
 * strict CSP allows), and returns, per widget and variable, the elements inside that computed something else.
 */
async function overriddenInside(page: Page, variables: Map<string, string[]>): Promise<string[]> {
  return page.evaluate(
    (entries) => {
      const problems: string[] = [];
      entries.forEach(([tag, names], tagIndex) => {
        for (const host of document.querySelectorAll<HTMLElement>(tag)) {
          names.forEach((name, index) => {
            const value = `${11 + tagIndex * 10 + index}px`;
            host.style.setProperty(name, value);
            const inside = [...(host.shadowRoot?.querySelectorAll('*') ?? [])];
            if (inside.length === 0) problems.push(`${tag}: nothing rendered inside`);
            const other = inside.filter((element) => getComputedStyle(element).getPropertyValue(name).trim() !== value);
            if (other.length > 0) {
              const where = other[0]?.getAttribute('part') ?? other[0]?.className ?? other[0]?.tagName;
              problems.push(`${tag} ${name}: ${other.length} element(s) inside see another value (first: ${where})`);
            }
          });
        }
      });
      return problems;
    },
    [...variables],
  );
}

/** The example pages, who signs in, and content that shows once the widgets have drawn their data. */
const pages = [
  {
    name: 'intranet page (login and catalogue)',
    path: 'embed-html/',
    user: DEMO_LEARNER,
    drawn: ['campus-course-catalogue [part~="item"]'],
  },
  {
    name: 'partner portal (loyalty widgets)',
    path: 'embed-html/loyalty.html',
    user: demoUser('agent'),
    drawn: ['campus-ranking [part~="scroll"]', 'campus-reward-store [part~="reward"]', 'campus-sales-form form'],
  },
] as const;

test.describe('documented CSS properties set by the host reach inside the widgets', () => {
  const variables = widgetVariables();

  test('the manifest documents widget variables for the loyalty and catalogue widgets', () => {
    expect(variables.get('campus-ranking')).toEqual(['--campus-ranking-list-height', '--campus-ranking-highlight']);
    expect(variables.get('campus-course-catalogue')).toContain('--campus-catalogue-list-height');
  });

  for (const { name, path, user, drawn } of pages) {
    test(`on the ${name}`, async ({ page }) => {
      const host = new HostPage(page);
      await host.open(`http://localhost:${examplesPort}/${path}`);
      await host.signIn(user);
      await expect(host.eventLog).toContainText('campus-signed-in', { timeout: 20_000 });
      const onPage = await page.evaluate(
        (tags) => tags.filter((tag) => document.querySelector(tag) !== null),
        [...variables.keys()],
      );
      const tested = new Map([...variables].filter(([tag, names]) => onPage.includes(tag) && names.length > 0));
      expect(tested.size).toBeGreaterThan(1);
      // Signed in, the widgets draw their content (lists, forms) where the variables are used.
      for (const selector of drawn) await expect(page.locator(selector).first()).toBeVisible({ timeout: 20_000 });
      expect(await overriddenInside(page, tested)).toEqual([]);
      expect(host.record.errors).toEqual([]);
    });
  }

  test('a list height set on <campus-ranking> sizes its scrolling box', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(`http://localhost:${examplesPort}/embed-html/loyalty.html`);
    await host.signIn(demoUser('agent'));
    const scroll = page.locator('campus-ranking').locator('[part~="scroll"]');
    await expect(scroll).toBeVisible({ timeout: 20_000 });
    await page.locator('campus-ranking').evaluate((element: HTMLElement) => {
      element.style.setProperty('--campus-ranking-list-height', '123px');
    });
    await expect(scroll).toHaveCSS('max-height', '123px');
  });
});
