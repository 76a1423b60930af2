// Storybook play helpers: what a person does in the sales widgets, by role and label, so a story can show a
// state reached through the form (errors, refusals, sending) rather than a hand-made one. Test-only.
import { addDays } from '@campus/core/rules';
import { expect, userEvent, within } from 'storybook/test';
import { photoFile, TODAY } from './sales-fixtures.test-util.js';

/** A field's label as rendered: its text, then ` *` on required fields. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** The story's canvas, waiting for the form's first field. */
async function canvasOf(canvasElement: HTMLElement, firstField: string) {
  const canvas = within(canvasElement);
  await canvas.findByLabelText(label(firstField), {}, { timeout: 5000 });
  return canvas;
}

/**
 * Fills a valid sale at Horizonte Centro (no cameras there, so no invoice photo): 1 × Aurora Slim 14 two days
 * ago, with `invoice`.
 */
export async function fillSale(canvasElement: HTMLElement, invoice = 'NF-2001'): Promise<void> {
  const canvas = await canvasOf(canvasElement, 'Rede varejista');
  await userEvent.selectOptions(canvas.getByLabelText(label('Rede varejista')), 'Rede Horizonte');
  await userEvent.selectOptions(canvas.getByLabelText(label('Loja')), 'Horizonte Centro');
  await userEvent.type(canvas.getByLabelText(label('Data da venda')), addDays(TODAY, -2));
  await userEvent.type(canvas.getByLabelText(label('Número da nota fiscal')), invoice);
  await userEvent.selectOptions(canvas.getByLabelText(label('Marca')), 'Aurora');
  await userEvent.selectOptions(canvas.getByLabelText(label('Processador e geração')), 'Core i5 · 13ª geração');
}

/** Presses "Enviar venda". */
export async function sendSale(canvasElement: HTMLElement): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar venda' }));
}

/** Picks the invoice photo of a sale at Horizonte Paulista, where it is required. */
export async function chooseInvoicePhoto(canvasElement: HTMLElement): Promise<void> {
  const canvas = await canvasOf(canvasElement, 'Rede varejista');
  await userEvent.selectOptions(canvas.getByLabelText(label('Rede varejista')), 'Rede Horizonte');
  await userEvent.selectOptions(canvas.getByLabelText(label('Loja')), 'Horizonte Paulista');
  await userEvent.upload(canvas.getByLabelText(label('Foto da nota fiscal')), photoFile('nota-fiscal.png'));
}

/** Chooses a photo type and a store in the photo upload (and a photo when `withPhoto`). */
export async function choosePhotoSlot(
  canvasElement: HTMLElement,
  { type = 'Vitrine (50 pontos)', store = 'Horizonte Paulista — Rede Horizonte', withPhoto = false } = {},
): Promise<void> {
  const canvas = await canvasOf(canvasElement, 'Tipo de foto');
  await userEvent.selectOptions(canvas.getByLabelText(label('Tipo de foto')), type);
  await userEvent.selectOptions(canvas.getByLabelText(label('Loja')), store);
  if (withPhoto) await userEvent.upload(canvas.getByLabelText(label('Foto')), photoFile('vitrine.png'));
}

/** Presses "Enviar foto". */
export async function sendPhoto(canvasElement: HTMLElement): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar foto' }));
}

/** Waits for an alert of the widget with `text`. */
export async function expectAlert(canvasElement: HTMLElement, text: string | RegExp): Promise<void> {
  const alerts = await within(canvasElement).findAllByRole('alert', {}, { timeout: 5000 });
  await expect(
    alerts.some((alert) =>
      typeof text === 'string' ? alert.textContent?.includes(text) : text.test(alert.textContent ?? ''),
    ),
  ).toBe(true);
}
