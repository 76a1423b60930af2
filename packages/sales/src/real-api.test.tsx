// The sales widgets against the real reference API: @campus/server on an in-memory PGlite with the demo seed, in
// a child process, reached through the Campus client's own fetch (no fake anywhere), signed in as the demo agent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { createFakeXhr } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { createIdempotencyKeeper, httpErrorOf } from '@campus/core';
import { fetchStores, submitSale } from '@campus/core/api';
import { PhotoUpload } from './photo-upload/photo-upload.js';
import { SalesForm } from './sales-form/sales-form.js';
import { productToday } from './shared/product-day.js';
import './testing/blob-stream.test-util.js';
import { signedIn } from '../../server/src/test-support/signed-in.test-util.js';

let server: ReferenceApi | undefined;

beforeAll(async () => {
  server = await startReferenceApi();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

beforeEach(() => {
  // Uploads go through an XMLHttpRequest stand-in over Node's fetch: jsdom's own would apply browser CORS rules
  // to a Node test, and its FormData is not one Node's fetch can send directly.
  vi.stubGlobal(
    'XMLHttpRequest',
    createFakeXhr((input, init) => fetch(input, init)),
  );
  return () => vi.unstubAllGlobals();
});

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const photo = (name: string) => new File([PNG], name, { type: 'image/png' });
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);
const LONG = { timeout: 30_000 };

describe('@campus/sales against the real API', { timeout: 120_000 }, () => {
  it('reports a sale with its photo, credits points, and the server refuses the same invoice and a store outside the campaign', async () => {
    const campus = await signedIn('agent', { server });
    const user = userEvent.setup({ delay: null });
    const view = renderWithCampus(<SalesForm />, campus);
    const invoice = `RA-${Date.now()}`;
    await user.selectOptions(await screen.findByLabelText(label('Rede varejista'), {}, LONG), 'Rede Horizonte');
    await user.selectOptions(screen.getByLabelText(label('Loja')), 'Horizonte Paulista');
    await user.type(screen.getByLabelText(label('Data da venda')), productToday());
    await user.type(screen.getByLabelText(label('Número da nota fiscal')), invoice);
    await user.upload(screen.getByLabelText(label('Foto da nota fiscal')), photo('nota.png'));
    await user.selectOptions(screen.getByLabelText(label('Marca')), 'Aurora');
    await user.selectOptions(screen.getByLabelText(label('Processador e geração')), 'Core i5 · 13ª geração');
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    await screen.findByRole('heading', { name: 'Venda enviada!' }, LONG);
    const credited = screen.getByText(/pontos creditados$/).textContent ?? '';
    // 300 points × the Creator multiplier (1.5), times any promotion running today.
    expect(Number(credited.replace(/\D/g, ''))).toBeGreaterThanOrEqual(450);
    await user.click(screen.getByRole('button', { name: 'Ver minhas vendas' }));
    const card = await screen.findByRole('article', { name: `Nota fiscal ${invoice}` }, LONG);
    expect(within(card).getByText('Creditada')).toBeInTheDocument();
    view.unmount();

    // The server's own refusals, with the codes the form maps onto its fields.
    const stores = await fetchStores(campus.api);
    const chainOf = (name: string) =>
      stores.retailers.find((chain) => chain.stores.some((store) => store.name === name));
    const horizonte = chainOf('Horizonte Paulista');
    const vale = chainOf('Vale Sul');
    const base = {
      sale_date: productToday(),
      observation: '',
      products: [{ sku: 'NB-AUR-I5-13', quantity: 1 }],
      invoicePhoto: photo('again.png'),
    };
    const keeper = createIdempotencyKeeper();
    const duplicate = await submitSale(
      campus.api,
      {
        ...base,
        retailer: horizonte?.id ?? 0,
        store: horizonte?.stores.find((store) => store.name === 'Horizonte Paulista')?.id ?? 0,
        invoice_number: invoice.toLowerCase(),
      },
      { idempotencyKey: keeper.keyFor('duplicate'), onUploadProgress: () => undefined },
    ).catch((error: unknown) => error);
    expect(httpErrorOf(duplicate)?.fieldErrors).toEqual({ invoice_number: 'invoice_already_sent' });
    expect(campus.errorMessage(duplicate)).toBe('Você já enviou este número de nota fiscal nesta campanha.');
    const outside = await submitSale(
      campus.api,
      { ...base, retailer: vale?.id ?? 0, store: vale?.stores[0]?.id ?? 0, invoice_number: `${invoice}-V` },
      { idempotencyKey: keeper.keyFor('outside'), onUploadProgress: () => undefined },
    ).catch((error: unknown) => error);
    expect(httpErrorOf(outside)?.fieldErrors).toMatchObject({ store: 'store_not_participating' });
    await campus.destroy();
  });

  it('sends a store photo, then meets the weekly limit with the next allowed Monday', async () => {
    const campus = await signedIn('agent', { server });
    const user = userEvent.setup({ delay: null });
    const send = async () => {
      await user.selectOptions(await screen.findByLabelText(label('Tipo de foto'), {}, LONG), 'Gôndola (30 pontos)');
      await user.selectOptions(screen.getByLabelText(label('Loja')), 'Horizonte Paulista — Rede Horizonte');
      await user.upload(screen.getByLabelText(label('Foto')), photo('gondola.png'));
      // The button waits (busy) while the photo is downscaled, as a person sees; on a busy machine that takes a while.
      const button = screen.getByRole('button', { name: 'Enviar foto' });
      await waitFor(() => expect(button).toBeEnabled(), LONG);
      await user.click(button);
    };
    const first = renderWithCampus(<PhotoUpload />, campus);
    await send();
    expect(await screen.findByText('30 pontos creditados', {}, LONG)).toBeInTheDocument();
    first.unmount();
    // A new widget asks the server: the limit shows once the type and store are chosen, before any file.
    renderWithCampus(<PhotoUpload />, campus);
    await user.selectOptions(await screen.findByLabelText(label('Tipo de foto'), {}, LONG), 'Gôndola (30 pontos)');
    await user.selectOptions(screen.getByLabelText(label('Loja')), 'Horizonte Paulista — Rede Horizonte');
    const notice = await screen.findByRole('alert', {}, LONG);
    expect(notice).toHaveTextContent('Limite semanal atingido');
    expect(notice).toHaveTextContent(/Próximo envio permitido: segunda-feira, /);
    await campus.destroy();
  });
});
