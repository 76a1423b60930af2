import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPort, examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { chooseActiveCampaign, fillSale, freshInvoice, label, photo, productToday } from '../support/sales-form';
import { freshAgentStore, tokenFor } from '../support/sales-api';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

const pageUrl = `http://localhost:${examplesPort}/embed-html/loyalty.html`;
const api = `http://localhost:${apiPort}`;
const AGENT = demoUser('agent');
/** The calls of the sales widgets: none may fail but the refusals a test asks for. */
const SALES_CALLS = /\/api\/(sales|photos|photo-types|stores|products|levels|campaigns)\//;

async function openSignedIn(page: Page): Promise<HostPage> {
  const host = new HostPage(page);
  await host.open(pageUrl);
  await host.signIn(AGENT);
  await expect(host.eventLog).toContainText('campus-signed-in');
  return host;
}

test.describe('the sales widgets on the partner portal under a strict CSP', () => {
  // Sign-in, uploads and two full page loads on a 2-core machine shared with the other suites.
  test.setTimeout(120_000);

  test('the agent reports a sale with a photo and sees the points; the same invoice again is refused', async ({
    page,
  }, testInfo) => {
    const host = await openSignedIn(page);
    const sales = page.locator('campus-sales-form');
    await chooseActiveCampaign(sales);
    const invoice = freshInvoice();
    await fillSale(sales, invoice);
    await expect(sales.locator('[part~="points-preview"]')).toContainText(/Pontos estimados\s+[\d.]+ pontos/);
    await host.expectAccessible('sale form filled');
    await host.screenshots(testInfo, 'sales-form-filled');

    await sales.getByRole('button', { name: 'Enviar venda' }).click();
    await expect(sales.getByRole('heading', { name: 'Venda enviada!' })).toBeFocused({ timeout: 20_000 });
    const credited = await sales.locator('[part~="result-points"]').textContent();
    expect(credited).toMatch(/^[\d.]+ pontos creditados$/);
    const points = Number((credited ?? '').replace(/\D/g, ''));
    expect(points).toBeGreaterThan(0);
    await expect(host.eventLog).toContainText(`"invoice_number":"${invoice}"`);
    await expect(host.eventLog).toContainText(`"total_points":${points}`);
    await host.expectAccessible('sale sent');
    await host.screenshots(testInfo, 'sales-form-sent');

    // The sale is in "my sales", credited.
    await sales.getByRole('button', { name: 'Ver minhas vendas' }).click();
    const card = sales.getByRole('article', { name: `Nota fiscal ${invoice}` });
    await expect(card).toContainText('Creditada');

    // The same invoice again: 'invoice number already sent' on the field, and nothing typed is lost.
    await sales.getByRole('tab', { name: 'Informar venda' }).click();
    await fillSale(sales, invoice);
    await sales.getByRole('button', { name: 'Enviar venda' }).click();
    const invoiceField = sales.getByLabel(label('Número da nota fiscal'));
    await expect(invoiceField).toBeFocused();
    await expect(sales.getByText('Você já enviou este número de nota fiscal nesta campanha.')).toBeVisible();
    await expect(invoiceField).toHaveValue(invoice);
    await expect(sales.getByLabel(label('Loja'))).toHaveValue(/\d+/);
    await host.expectAccessible('invoice already sent');
    await host.screenshots(testInfo, 'sales-form-invoice-already-sent');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors.filter((error) => SALES_CALLS.test(error))).toEqual([]);
  });

  test('the agent sends a store photo; after a reload the weekly limit of that type shows before any file is picked', async ({
    page,
    request,
  }, testInfo) => {
    // A store no run has sent photos to: the first photo is accepted whatever earlier runs did this week.
    const store = await freshAgentStore(request, api);
    try {
      const host = await openSignedIn(page);
      const photos = page.locator('campus-photo-upload');
      const chooseVitrine = async () => {
        await photos.getByLabel(label('Tipo de foto')).selectOption({ label: 'Vitrine (50 pontos)' });
        await photos.getByLabel(label('Loja')).selectOption({ label: `${store.name} — ${store.retailer}` });
      };
      const sendVitrine = async () => {
        await chooseVitrine();
        await photos.getByLabel(label('Foto')).setInputFiles(photo('vitrine.png'));
        await photos.getByRole('button', { name: 'Enviar foto' }).click();
      };
      await expect(photos.getByLabel(label('Tipo de foto'))).toBeVisible({ timeout: 30_000 });
      await sendVitrine();
      await expect(photos.getByRole('heading', { name: 'Foto enviada!' })).toBeFocused({ timeout: 20_000 });
      await expect(photos.locator('[part~="result-points"]')).toHaveText('50 pontos creditados');
      await expect(photos).toContainText(/pode ser enviada a partir de segunda-feira/);
      await expect(host.eventLog).toContainText(`"store_id":${store.id}`);
      await host.expectAccessible('photo sent');
      await host.screenshots(testInfo, 'photo-upload-sent');

      // A fresh page asks the server: the limit shows once the type and store are chosen, before any file.
      await page.reload();
      const uploads: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/photos/') && sent.method() === 'POST') uploads.push(sent.url());
      });
      await expect(photos.getByLabel(label('Tipo de foto'))).toBeVisible({ timeout: 30_000 });
      const limits = page.waitForResponse((response) => response.url().includes('/api/photos/limits/?store='));
      await chooseVitrine();
      expect((await limits).status()).toBe(200);
      const limit = photos.locator('[part~="weekly-limit"]');
      await expect(limit).toBeVisible();
      await expect(limit).toContainText('Limite semanal atingido');
      await expect(limit).toContainText(
        'Uma foto deste tipo já foi enviada para esta loja nesta semana. Tente novamente a partir de segunda-feira.',
      );
      await expect(limit).toContainText(/Próximo envio permitido: segunda-feira, \d+ de \S+ de \d{4}\./);
      // Sending anyway goes nowhere: the notice takes the focus.
      await photos.getByLabel(label('Foto')).setInputFiles(photo('vitrine.png'));
      await photos.getByRole('button', { name: 'Enviar foto' }).click();
      await expect(limit).toBeFocused();
      expect(uploads).toEqual([]);
      await host.expectAccessible('weekly limit');
      await host.screenshots(testInfo, 'photo-upload-weekly-limit');

      expect(await host.cspViolations()).toEqual([]);
      expect(host.record.errors.filter((error) => SALES_CALLS.test(error))).toEqual([]);
    } finally {
      await store.retire();
    }
  });

  test('a sale the administrator rejects while the page is open shows in "my sales" with the reason, and its correction is credited', async ({
    page,
    request,
  }, testInfo) => {
    const host = await openSignedIn(page);
    const sales = page.locator('campus-sales-form');
    await chooseActiveCampaign(sales);
    const invoice = freshInvoice('E2E-REJ');
    await fillSale(sales, invoice);
    await sales.getByRole('button', { name: 'Enviar venda' }).click();
    await expect(sales.getByRole('heading', { name: 'Venda enviada!' })).toBeFocused({ timeout: 20_000 });

    // The programme administrator audits the invoice and rejects it (docs/loyalty.md "The audit flow").
    const agent = { authorization: `Bearer ${await tokenFor(request, api, 'agent')}` };
    const mine = async () => {
      const answer = await request.get(`${api}/api/sales/?page_size=100`, { headers: agent });
      expect(answer.status(), await answer.text()).toBe(200);
      const { results } = (await answer.json()) as {
        results: { id: number; invoice_number: string; status: string }[];
      };
      return results.filter((sale) => sale.invoice_number === invoice);
    };
    const [reported] = await mine();
    expect(reported?.status).toBe('credited');
    const reason = 'A foto da nota fiscal está ilegível: envie uma foto nítida.';
    const audit = await request.post(`${api}/api/admin/sales/${reported?.id}/audit/`, {
      headers: {
        authorization: `Bearer ${await tokenFor(request, api, 'admin')}`,
        'idempotency-key': `e2e-${invoice}`,
      },
      data: { decision: 'reject', reason },
    });
    expect(audit.status(), await audit.text()).toBe(200);

    // The agent, the page still open since the sale was sent, looks at their sales: the sale is rejected, with the
    // reason (the form's list of invoices already sent is from before the audit).
    await sales.getByRole('button', { name: 'Ver minhas vendas' }).click();
    const rejected = sales.getByRole('article', { name: `Nota fiscal ${invoice}` });
    await expect(rejected).toContainText('Reprovada', { timeout: 20_000 });
    const rejection = rejected.locator('[part~="rejection"]');
    await expect(rejection.getByRole('term')).toHaveText('Motivo da reprovação');
    await expect(rejection.getByRole('definition')).toHaveText(reason);
    await host.expectAccessible('sale rejected');
    await host.screenshots(testInfo, 'sales-form-sale-rejected');

    // The resubmit path: the form comes back filled with the sale, only the photo to attach again.
    await rejected.getByRole('button', { name: 'Corrigir e reenviar' }).click();
    await expect(sales.getByRole('tab', { name: 'Informar venda' })).toHaveAttribute('aria-selected', 'true');
    await expect(sales.locator('[part~="notice"]')).toHaveText(
      `Corrigindo a venda da nota fiscal ${invoice}. Revise os dados e anexe a foto novamente.`,
    );
    await expect(sales.getByLabel(label('Número da nota fiscal'))).toHaveValue(invoice);
    await expect(sales.getByLabel(label('Loja'))).toHaveValue(/\d+/);
    await expect(sales.getByLabel(label('Data da venda'))).toHaveValue(productToday());
    await expect(sales.getByLabel(label('SKU'))).toHaveValue('NB-AUR-I5-13');
    await sales.getByLabel(label('Foto da nota fiscal')).setInputFiles(photo('nota-fiscal-nitida.png'));
    await host.expectAccessible('correcting a rejected sale');
    await sales.getByRole('button', { name: 'Enviar venda' }).click();

    // Accepted as any sale is (spec §4): the points are credited at once, subject to audit.
    await expect(sales.getByRole('heading', { name: 'Venda enviada!' })).toBeFocused({ timeout: 20_000 });
    await expect(sales.locator('[part~="result-points"]')).toHaveText(/^[\d.]+ pontos creditados$/);
    await expect(host.eventLog).toContainText(`"status":"credited","invoice_number":"${invoice}"`);
    await sales.getByRole('button', { name: 'Ver minhas vendas' }).click();
    const cards = sales.getByRole('article', { name: `Nota fiscal ${invoice}` });
    await expect(cards).toHaveCount(2);
    // Newest first: the correction, credited, then the rejected original (nothing is deleted).
    await expect(cards.first()).toContainText('Creditada');
    await expect(cards.first().getByRole('button', { name: 'Corrigir e reenviar' })).toHaveCount(0);
    await expect(cards.last()).toContainText('Reprovada');
    // Corrected once: the original is not offered for correction again (its invoice is taken by the correction).
    await expect(cards.last().getByRole('button', { name: 'Corrigir e reenviar' })).toHaveCount(0);
    expect((await mine()).map((sale) => sale.status)).toEqual(['credited', 'rejected']);
    await host.expectAccessible('corrected sale credited');
    await host.screenshots(testInfo, 'sales-form-sale-resubmitted');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors.filter((error) => SALES_CALLS.test(error))).toEqual([]);
  });
});
