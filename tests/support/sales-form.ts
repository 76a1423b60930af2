import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { API_REQUEST_DELAY_OFFSET, isoDateAt } from '@campus/core/rules';

/** A real 2×2 PNG (the server decodes and re-encodes every photo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A picture file for a file input, named as a person's would be. */
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Today as the programme counts days (UTC−3), the day the server checks the window against. */
export const productToday = () => isoDateAt(Date.now() + API_REQUEST_DELAY_OFFSET * 3_600_000, 'UTC');

/** A label as the toolkit renders it: the text, then ` *` on required fields. */
export const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** An invoice number no other run has sent. */
export const freshInvoice = (prefix = 'E2E') =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** Picks the active campaign in `<campus-sales-form>`, whatever the agent selected before (another test may have chosen another). */
export async function chooseActiveCampaign(sales: Locator): Promise<void> {
  const picker = sales.getByLabel('Campanha');
  // The widget's first load shares a busy test machine with every other suite.
  await expect(picker).toBeVisible({ timeout: 30_000 });
  const active = await picker
    .locator('option', { hasText: /— ativa$/ })
    .first()
    .textContent();
  await picker.selectOption({ label: active ?? '' });
}

/** Fills `<campus-sales-form>` (pt-BR) with one demo-seed notebook sold today at a demo store. */
export async function fillSale(sales: Locator, invoice: string): Promise<void> {
  await sales.getByLabel(label('Rede varejista')).selectOption({ label: 'Rede Horizonte' });
  await sales.getByLabel(label('Loja')).selectOption({ label: 'Horizonte Paulista' });
  await sales.getByLabel(label('Data da venda')).fill(productToday());
  await sales.getByLabel(label('Número da nota fiscal')).fill(invoice);
  await sales.getByLabel(label('Foto da nota fiscal')).setInputFiles(photo('nota-fiscal.png'));
  await sales.getByLabel(label('Marca')).selectOption({ label: 'Aurora' });
  await sales.getByLabel(label('Processador e geração')).selectOption({ label: 'Core i5 · 13ª geração' });
  await expect(sales.getByLabel(label('SKU'))).toHaveValue('NB-AUR-I5-13');
}
