import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@campus/core';
import { addDays } from '@campus/core/rules';
import { createFakeXhr } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import {
  campaigns,
  PREVIOUS_CAMPAIGN_ID,
  photoFile,
  sale,
  salesInEveryStatus,
  TODAY,
} from '../testing/sales-fixtures.test-util.js';
import '../testing/blob-stream.test-util.js';
import { SalesForm } from './sales-form.js';
import { createSalesApi } from '../testing/fake-api.test-util.js';
import type { SalesApi, SalesApiOptions } from '../testing/fake-api.test-util.js';

let api: SalesApi;

function setup(options: SalesApiOptions = {}, props: Parameters<typeof SalesForm>[0] = {}) {
  api = createSalesApi(options);
  // Uploads go through XMLHttpRequest (for progress): the stand-in sends them to the fake.
  vi.stubGlobal('XMLHttpRequest', createFakeXhr(api.fetch));
  const onSaleSubmitted = vi.fn();
  const user = userEvent.setup();
  const view = renderWithCampus(<SalesForm onSaleSubmitted={onSaleSubmitted} {...props} />, { api, session: true });
  return { onSaleSubmitted, user, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A field's label as read: its text, then the required marker if any. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (name: string) => screen.getByLabelText(label(name));
const posts = () => api.requests.filter((request) => request.method === 'POST' && request.path === '/api/sales/');

/** Fills a valid sale at Horizonte Paulista: 2 × Aurora Slim 14, with the invoice photo. */
async function fillValidSale(user: ReturnType<typeof userEvent.setup>, invoice = 'NF-2001') {
  await user.selectOptions(
    await screen.findByLabelText(label('Rede varejista'), {}, { timeout: 5000 }),
    'Rede Horizonte',
  );
  await user.selectOptions(field('Loja'), 'Horizonte Paulista');
  await user.type(field('Data da venda'), addDays(TODAY, -2));
  await user.type(field('Número da nota fiscal'), invoice);
  await user.upload(field('Foto da nota fiscal'), photoFile());
  await user.selectOptions(field('Marca'), 'Aurora');
  await user.selectOptions(field('Processador e geração'), 'Core i5 · 13ª geração');
  await user.clear(field('Quantidade'));
  await user.type(field('Quantidade'), '2');
}

describe('SalesForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error');
  });

  it('invites to sign in, without asking the API, until a session exists', async () => {
    api = createSalesApi();
    const { campus } = renderWithCampus(<SalesForm />, { api });
    expect(screen.getByText('Entre para informar suas vendas')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    act(() => campus.stores.session.setState({ access_token: 'token', email: 'agent@campus.example' }));
    expect(await screen.findByRole('heading', { name: 'Informar vendas' })).toBeInTheDocument();
  });

  it('offers the active and previous campaigns with their dates, and the product cascade fills itself', async () => {
    const { user } = setup();
    const picker = await screen.findByLabelText(label('Campanha'));
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(2);
    expect(options[0]).toMatch(/^Campanha Verão \(.+ – .+\) — ativa$/);
    expect(options[1]).toMatch(/^Campanha Primavera \(.+ – .+\) — encerrada$/);
    await user.selectOptions(field('Marca'), 'Aurora');
    // One type and two processors under Aurora: the type is chosen by itself, the processor waits.
    expect(field('Tipo de produto')).toHaveValue('Notebook');
    expect(field('SKU')).toHaveValue('');
    await user.selectOptions(field('Processador e geração'), 'Core i7 · 13ª geração');
    expect(field('SKU')).toHaveValue('NB-AUR-I7-13');
    expect(screen.getByText('Estimativa da linha: 750 pontos')).toBeInTheDocument();
    // Choosing a SKU directly, on a new line, fills every level above it.
    await user.click(screen.getByRole('button', { name: 'Adicionar produto' }));
    const second = screen.getByRole('group', { name: 'Produto 2' });
    await user.selectOptions(within(second).getByLabelText(label('SKU')), 'NB-AUR-I5-13 — Aurora Slim 14');
    expect(within(second).getByLabelText(label('Marca'))).toHaveValue('Aurora');
    expect(within(second).getByLabelText(label('Processador e geração'))).toHaveValue('Core i5|13ª geração');
    // (500 + 300) × 1.5
    expect(
      within(screen.getByText('Pontos estimados').parentElement as HTMLElement).getByText('1.200 pontos'),
    ).toBeVisible();
    expect(screen.getByText(/Estimativa com o multiplicador do seu nível \(×1,5\)/)).toBeInTheDocument();
  });

  it('adds and removes product lines, with the total following', async () => {
    const { user } = setup();
    await user.selectOptions(await screen.findByLabelText(label('Marca')), 'Delta');
    expect(field('SKU')).toHaveValue('MN-DEL-27');
    await user.click(screen.getByRole('button', { name: 'Adicionar produto' }));
    const second = screen.getByRole('group', { name: 'Produto 2' });
    expect(within(second).getByLabelText(label('Marca'))).toHaveFocus();
    await user.selectOptions(within(second).getByLabelText(label('Marca')), 'Brisa');
    await user.selectOptions(within(second).getByLabelText(label('Tipo de produto')), '2 em 1');
    // 80 × 1.5 + 350 × 1.5
    expect(
      within(screen.getByText('Pontos estimados').parentElement as HTMLElement).getByText('645 pontos'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remover produto 1' }));
    expect(screen.queryByRole('group', { name: 'Produto 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar produto' })).toHaveFocus();
    expect(
      within(screen.getByText('Pontos estimados').parentElement as HTMLElement).getByText('525 pontos'),
    ).toBeVisible();
  });

  it('shows every missing field at the first submit and moves focus to the first one, sending nothing', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar venda' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija os campos destacados para enviar a venda.');
    expect(field('Rede varejista')).toHaveFocus();
    expect(field('Rede varejista')).toHaveAccessibleDescription('Selecione a rede varejista.');
    expect(field('Loja')).toHaveAccessibleDescription('Selecione a loja.');
    expect(field('Data da venda')).toHaveAccessibleDescription(/Informe uma data de venda válida\./);
    expect(field('Número da nota fiscal')).toHaveAccessibleDescription('Informe o número da nota fiscal.');
    expect(field('SKU')).toHaveAccessibleDescription('Selecione o produto.');
    expect(posts()).toEqual([]);
  });

  it('checks the core sale rules as the person types: window, duplicate invoice, photo, participation', async () => {
    const { user } = setup({ sales: [sale({ invoice_number: 'NF-1001' })] });
    await user.selectOptions(await screen.findByLabelText(label('Rede varejista')), 'Rede Vale');
    expect(field('Loja')).toHaveValue('21');
    expect(field('Loja')).toHaveAccessibleDescription('Esta loja não participa da campanha.');
    await user.type(field('Data da venda'), addDays(TODAY, -16));
    expect(field('Data da venda')).toHaveAccessibleDescription(
      /A venda deve ser informada em até 15 dias corridos após a data da venda\./,
    );
    await user.clear(field('Data da venda'));
    await user.type(field('Data da venda'), addDays(TODAY, 1));
    expect(field('Data da venda')).toHaveAccessibleDescription(/A data da venda não pode ser futura\./);
    await waitFor(() => expect(api.requests.some((request) => request.query.get('page_size') === '100')).toBe(true));
    await user.type(field('Número da nota fiscal'), ' nf-1001');
    expect(field('Número da nota fiscal')).toHaveAccessibleDescription(
      'Você já enviou este número de nota fiscal nesta campanha.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    expect(field('Foto da nota fiscal')).toHaveAccessibleDescription(/A foto da nota fiscal é obrigatória\./);
    expect(posts()).toEqual([]);
  });

  it('sends the sale as multipart with an Idempotency-Key, shows the progress and the points, and tells the host', async () => {
    const { user, onSaleSubmitted } = setup();
    await fillValidSale(user);
    await user.type(field('Observação'), 'Cliente novo');
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    const heading = await screen.findByRole('heading', { name: 'Venda enviada!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('900 pontos creditados')).toBeInTheDocument();
    const [post] = posts();
    expect(post?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f]{32}$/);
    expect(post?.form?.['invoice_number']).toBe('NF-2001');
    expect(post?.form?.['sale_date']).toBe(addDays(TODAY, -2));
    expect(post?.form?.['products']).toBe('[{"sku":"NB-AUR-I5-13","quantity":2}]');
    expect(post?.form?.['observation']).toBe('Cliente novo');
    expect(post?.form?.['invoice_photo']).toMatchObject({ name: 'nota.png', type: 'image/png' });
    expect(onSaleSubmitted).toHaveBeenCalledWith({
      id: expect.any(Number),
      total_points: 900,
      status: 'credited',
      invoice_number: 'NF-2001',
      store_id: 11,
      sale_date: addDays(TODAY, -2),
    });
    await user.click(screen.getByRole('button', { name: 'Ver minhas vendas' }));
    const mine = await screen.findByRole('article', { name: 'Nota fiscal NF-2001' });
    expect(within(mine).getByText('Creditada')).toBeInTheDocument();
  });

  it('shows the upload progress while sending, and a double click sends once', async () => {
    const { user } = setup({
      fail: (method, path) => (method === 'POST' && path === '/api/sales/' ? 'hang' : undefined),
    });
    await fillValidSale(user);
    const submit = screen.getByRole('button', { name: 'Enviar venda' });
    await user.dblClick(submit);
    const progress = await screen.findByRole('progressbar', { name: 'Envio da venda' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '50%'));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(field('Número da nota fiscal')).toBeDisabled();
    expect(posts()).toHaveLength(1);
  });

  it('shows the server’s refusal on its field and keeps everything typed; a retry reuses the key only for the same body', async () => {
    let answer: 'duplicate' | 'down' | undefined = 'down';
    const { user } = setup({
      fail: (method, path) => {
        if (method !== 'POST' || path !== '/api/sales/') return undefined;
        if (answer === 'down') return { status: 503, code: 'service_unavailable' };
        if (answer === 'duplicate') {
          return {
            status: 422,
            code: 'invoice_already_sent',
            field_errors: { invoice_number: 'invoice_already_sent' },
          };
        }
        return undefined;
      },
    });
    await fillValidSale(user, 'NF-3001');
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado. Tente novamente.');
    // A lost write is sent again with the same key, so the server can never count it twice.
    answer = 'duplicate';
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    await waitFor(() => expect(field('Número da nota fiscal')).toHaveFocus());
    expect(field('Número da nota fiscal')).toHaveAccessibleDescription(
      'Você já enviou este número de nota fiscal nesta campanha.',
    );
    const [first, second] = posts();
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
    // Nothing typed is lost.
    expect(field('Número da nota fiscal')).toHaveValue('NF-3001');
    expect(field('Loja')).toHaveValue('11');
    expect(field('Quantidade')).toHaveValue(2);
    expect(screen.getByText('Arquivo selecionado: nota.png')).toBeInTheDocument();
    // Correcting the invoice clears the server's message and makes a new write with a new key.
    answer = undefined;
    await user.type(field('Número da nota fiscal'), '-B');
    expect(field('Número da nota fiscal')).not.toHaveAccessibleDescription(/já enviou/);
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    await screen.findByRole('heading', { name: 'Venda enviada!' });
    expect(posts()[2]?.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('lists my sales with their status and rejection reason, and resubmits a rejected one from a prefilled form', async () => {
    const { user } = setup({ sales: salesInEveryStatus() }, { tab: 'mine' });
    const rejected = await screen.findByRole('article', { name: 'Nota fiscal NF-0999' });
    expect(within(rejected).getByText('Reprovada')).toBeInTheDocument();
    expect(within(rejected).getByText('A nota fiscal está ilegível.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Nota fiscal NF-0950' })).getByText('Em auditoria'),
    ).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Nota fiscal NF-0900' })).getByText('Aprovada')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Corrigir e reenviar' })).toHaveLength(1);
    await user.click(within(rejected).getByRole('button', { name: 'Corrigir e reenviar' }));
    expect(screen.getByRole('tab', { name: 'Informar venda' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Corrigindo a venda da nota fiscal NF-0999/)).toBeInTheDocument();
    expect(field('Número da nota fiscal')).toHaveValue('NF-0999');
    expect(field('Loja')).toHaveValue('11');
    expect(field('Observação')).toHaveValue('Cliente corporativo');
    const lines = screen.getAllByRole('group', { name: /^Produto \d$/ });
    expect(lines).toHaveLength(2);
    expect(within(lines[1] as HTMLElement).getByLabelText(label('SKU'))).toHaveValue('MN-DEL-27');
    expect(within(lines[1] as HTMLElement).getByLabelText(label('Quantidade'))).toHaveValue(3);
  });

  it('a sale rejected while the page stays open is corrected and sent again without a reload, once', async () => {
    const { user } = setup();
    await fillValidSale(user, 'NF-3001');
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    await screen.findByRole('heading', { name: 'Venda enviada!' });
    // The audit rejects it on the server; the form's invoices already sent were loaded before that.
    const reported = api.sales.find((entry) => entry.invoice_number === 'NF-3001');
    if (!reported) throw new Error('the sale was recorded');
    Object.assign(reported, { status: 'rejected', rejection_reason: 'Foto ilegível.' });
    await user.click(screen.getByRole('button', { name: 'Ver minhas vendas' }));
    const rejected = await screen.findByRole('article', { name: 'Nota fiscal NF-3001' });
    expect(await within(rejected).findByText('Reprovada')).toBeInTheDocument();
    await user.click(within(rejected).getByRole('button', { name: 'Corrigir e reenviar' }));
    expect(field('Número da nota fiscal')).toHaveValue('NF-3001');
    await user.upload(field('Foto da nota fiscal'), photoFile());
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    expect(await screen.findByRole('heading', { name: 'Venda enviada!' })).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(api.sales.filter((entry) => entry.invoice_number === 'NF-3001').map((entry) => entry.status)).toEqual([
      'credited',
      'rejected',
    ]);
    // Corrected once: the rejected original is no longer offered for correction (its invoice is taken again).
    await user.click(screen.getByRole('button', { name: 'Ver minhas vendas' }));
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Nota fiscal NF-3001' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Corrigir e reenviar' })).not.toBeInTheDocument();
  });

  it('a sale lost on the network and retried after a look at "my sales" is sent again with its key', async () => {
    let down = true;
    const { user } = setup({
      fail: (method, path) =>
        down && method === 'POST' && path === '/api/sales/' ? { status: 503, code: 'service_unavailable' } : undefined,
    });
    await fillValidSale(user, 'NF-3101');
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado. Tente novamente.');
    await user.click(screen.getByRole('tab', { name: 'Minhas vendas' }));
    expect(await screen.findByText('Nenhuma venda nesta campanha')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Informar venda' }));
    down = false;
    await user.click(screen.getByRole('button', { name: 'Enviar venda' }));
    await screen.findByRole('heading', { name: 'Venda enviada!' });
    const [first, retry] = posts();
    expect(retry?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('keeps the draft while the person looks at their sales', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText(label('Número da nota fiscal')), 'NF-77');
    await user.click(screen.getByRole('tab', { name: 'Minhas vendas' }));
    expect(await screen.findByText('Nenhuma venda nesta campanha')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Informar venda' }));
    expect(field('Número da nota fiscal')).toHaveValue('NF-77');
  });

  it('a previous campaign shows its sales and points to the active one; the choice is saved', async () => {
    const { user } = setup({
      campaigns: campaigns({ selected_campaign_id: PREVIOUS_CAMPAIGN_ID }),
      sales: [sale({ campaign_id: PREVIOUS_CAMPAIGN_ID, invoice_number: 'NF-OLD' })],
    });
    expect(await screen.findByText('Campanha encerrada')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Minhas vendas' }));
    expect(await screen.findByRole('article', { name: 'Nota fiscal NF-OLD' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Informar venda' }));
    await user.click(screen.getByRole('button', { name: 'Ir para a campanha ativa' }));
    expect(await screen.findByLabelText(label('Rede varejista'))).toBeInTheDocument();
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/campaigns/7/select/')).toBe(true));
  });
});
