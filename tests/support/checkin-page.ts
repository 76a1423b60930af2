import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { VIEWPORTS } from './host-page';
import { expectNoBlockingViolations } from './axe';

/**
 * Page object for `<campus-check-in>` on a host page: locators pierce its open shadow root, the way a person
 * sees the page.
 */
export class CheckInWidget {
  readonly element: Locator;

  constructor(readonly page: Page) {
    this.element = page.locator('campus-check-in');
  }

  /** Types the six digits into the code boxes (the first box takes them all, as from a paste). */
  async enterCode(code: string): Promise<void> {
    await this.element.getByRole('tab', { name: 'Código' }).click();
    const first = this.element.getByRole('textbox', { name: 'Dígito 1 de 6' });
    await first.click();
    await this.page.keyboard.type(code);
    await expect(this.element.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveValue(code.slice(-1));
    await this.element.getByRole('button', { name: 'Fazer check-in' }).click();
  }

  /** Chooses a picture of a QR code (PNG bytes) in the picture method. */
  async choosePicture(png: Buffer, name = 'qr-evento.png'): Promise<void> {
    await this.element.getByRole('tab', { name: 'Imagem' }).click();
    await this.element
      .getByLabel('Imagem com o QR code do evento')
      .setInputFiles({ name, mimeType: 'image/png', buffer: png });
  }

  /** The confirmed check-in. */
  get result(): Locator {
    return this.element.locator('[part="result"]');
  }

  /** The refusal of a check-in. */
  get alert(): Locator {
    return this.element.locator('[part="alert"]');
  }

  /** Back to the methods after a result. */
  async again(): Promise<void> {
    await this.element.getByRole('button', { name: 'Fazer outro check-in' }).click();
  }

  /** Fails on any serious or critical axe violation inside the widget (its shadow root included). */
  async expectAccessible(label: string): Promise<void> {
    await expectNoBlockingViolations(this.page, label, 'campus-check-in');
  }

  /** Saves a screenshot of the widget at each viewport as a test artifact. */
  async screenshots(testInfo: TestInfo, name: string): Promise<void> {
    const original = this.page.viewportSize();
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await this.page.setViewportSize(viewport);
      const path = testInfo.outputPath(`${name}-${size}.png`);
      await this.element.screenshot({ path });
      await testInfo.attach(`${name}-${size}`, { path, contentType: 'image/png' });
    }
    if (original) await this.page.setViewportSize(original);
  }
}
