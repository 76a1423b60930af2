import type { Page, Request, TestInfo } from '@playwright/test';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';
import { expectNoBlockingViolations } from './axe';

/** The demo user the embedding tests sign in as (seeded by the API's demo data). */
export const DEMO_LEARNER = demoUser('learner');

/** The viewports a host page is checked at: desktop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** What the page reported while the test ran: script errors and the calls to the token endpoint. */
export interface HostPageRecord {
  readonly errors: string[];
  /** POSTs to `/o/token/` (sign-in and refresh; Chromium hides ky's request bodies from Playwright). */
  tokenCalls: number;
}

/**
 * Page object for a host page that embeds Campus widgets (examples/). Locators pierce the widgets' open
 * shadow roots, the way a person sees one page.
 */
export class HostPage {
  readonly record: HostPageRecord = { errors: [], tokenCalls: 0 };

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.record.errors.push(error.message));
    page.on('console', (message) => {
      // Failed loads are recorded with their address by the response listener below.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        this.record.errors.push(message.text());
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) this.record.errors.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === '/o/token/' && request.method() === 'POST') this.record.tokenCalls += 1;
    });
  }

  /** Opens a page and starts recording `securitypolicyviolation` events from its first script on. */
  async open(url: string): Promise<void> {
    await this.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        const record = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
        record.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await this.page.goto(url);
  }

  /** CSP violations the page saw (read from the page, where the listener keeps them). */
  async cspViolations(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  }

  /** Signs in through the login widget as a person would: label, label, button. */
  async signIn({ username, password }: { username: string; password: string } = DEMO_LEARNER): Promise<void> {
    // The element on plain pages; the React component renders straight into a React host's page.
    const element = this.page.locator('campus-login');
    const login = (await element.count()) > 0 ? element : this.page.locator('body');
    await login.getByLabel('Usuário, e-mail ou CPF').fill(username);
    await login.getByLabel(/^Senha/).fill(password);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  }

  /** The host's own list of events received from the widgets (examples/embed-html/main.js). */
  get eventLog() {
    return this.page.locator('#event-log');
  }

  /** Fails on any serious or critical axe violation, shadow roots included. */
  async expectAccessible(label: string): Promise<void> {
    await expectNoBlockingViolations(this.page, label);
  }

  /** {@link expectAccessible} at each viewport (desktop 1280×800, mobile 390×844), then back to the original size. */
  async expectAccessibleAtEachSize(label: string): Promise<void> {
    const original = this.page.viewportSize();
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await this.page.setViewportSize(viewport);
      await this.expectAccessible(`${label} (${size})`);
    }
    if (original) await this.page.setViewportSize(original);
  }

  /** Saves a full-page screenshot at each viewport as a test artifact. */
  async screenshots(testInfo: TestInfo, name: string): Promise<void> {
    const original = this.page.viewportSize();
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await this.page.setViewportSize(viewport);
      const path = testInfo.outputPath(`${name}-${size}.png`);
      await this.page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${name}-${size}`, { path, contentType: 'image/png' });
    }
    if (original) await this.page.setViewportSize(original);
  }
}
