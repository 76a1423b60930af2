import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { pointsSummary } from '../testing/rewards-fixtures.test-util.js';
import { PointsTransfer } from './points-transfer.js';
import { createTransferApi } from '../testing/transfer-fake-api.test-util.js';
import type { TransferApiOptions } from '../testing/transfer-fake-api.test-util.js';

function setup(options: TransferApiOptions = {}, locale = 'pt-BR') {
  const api = createTransferApi(options);
  const onTransferred = vi.fn();
  const user = userEvent.setup();
  const view = renderWithCampus(<PointsTransfer onTransferred={onTransferred} />, { api, session: true, locale });
  return { api, user, onTransferred, ...view };
}

const transferPosts = (api: ReturnType<typeof createTransferApi>) =>
  api.requests.filter((request) => request.method === 'POST' && request.path === '/api/points/transfer/');

/** Fills the form and asks to review it. */
async function fill(user: ReturnType<typeof userEvent.setup>, document: string, points: string) {
  await user.type(await screen.findByRole('textbox', { name: /CPF do cadastro/ }), document);
  await user.type(screen.getByRole('spinbutton', { name: /Pontos a enviar/ }), points);
  await user.click(screen.getByRole('button', { name: 'Revisar transferência' }));
}

describe('PointsTransfer', { timeout: 20_000 }, () => {
  it('invites to sign in, without asking the API, until a session exists', async () => {
    const api = createTransferApi();
    const { campus } = renderWithCampus(<PointsTransfer />, { api });
    expect(screen.getByText('Entre para transferir seus pontos')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    act(() => campus.stores.session.setState({ access_token: 'token', email: 'agent@campus.example' }));
    expect(await screen.findByRole('textbox', { name: /CPF do cadastro/ })).toBeInTheDocument();
  });

  it("shows 'no access to send points' instead of the form to someone without a sending role", async () => {
    setup({ roles: ['painter'] });
    expect(await screen.findByText('Você não tem permissão ou acesso para enviar pontos.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the transferable points, confirms with the 12-month validity, sends once and shows the result', async () => {
    const { api, user, onTransferred } = setup();
    expect(await screen.findByText('1.200 pontos')).toBeInTheDocument();
    expect(screen.getByText('Verificado a cada envio, pelo CPF informado')).toBeInTheDocument();

    await fill(user, '12345678909', '200');
    const confirmation = screen.getByRole('group', { name: 'Confirme a transferência' });
    expect(
      within(confirmation).getByText('Enviar 200 pontos para o cadastro do CPF 123.456.789-09 no programa parceiro?'),
    ).toBeInTheDocument();
    expect(
      within(confirmation).getByText(
        'Os pontos transferidos devem ser resgatados no programa parceiro em até 12 meses.',
      ),
    ).toBeInTheDocument();
    expect(transferPosts(api)).toHaveLength(0);

    await user.click(within(confirmation).getByRole('button', { name: 'Confirmar envio' }));
    const result = await screen.findByRole('status');
    expect(within(result).getByText('Pontos enviados')).toBeInTheDocument();
    expect(
      within(result).getByText('Transferência de 200 pontos para o cadastro do CPF 123.456.789-09 concluída.'),
    ).toBeInTheDocument();
    expect(within(result).getByText('Resgate-os no programa parceiro até 25 de novembro de 2027.')).toBeInTheDocument();
    expect(within(result).getByText('Referência no programa parceiro: JSM-501')).toBeInTheDocument();
    expect(within(result).getByText('Saldo atual: 1.000 pontos')).toBeInTheDocument();
    expect(result).toHaveFocus();
    expect(screen.getByText('Ativo, como vendedor')).toBeInTheDocument();
    expect(transferPosts(api)).toHaveLength(1);
    expect(transferPosts(api)[0]?.body).toEqual({ document: '12345678909', points: 200 });
    expect(transferPosts(api)[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(onTransferred).toHaveBeenCalledTimes(1);
    expect(onTransferred.mock.calls[0]?.[0]).toMatchObject({ points: 200, balance: 1000, redeem_by: '2027-11-25' });

    // Another transfer starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Enviar mais pontos' }));
    expect(await screen.findByRole('textbox', { name: /CPF do cadastro/ })).toHaveValue('');
    expect(await screen.findByText('1.000 pontos')).toBeInTheDocument();
  });

  it('ignores a double click on the confirmation: one request, one transfer', async () => {
    const { api, user } = setup();
    await fill(user, '987.654.321-00', '100');
    const confirm = screen.getByRole('button', { name: 'Confirmar envio' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await screen.findByText('Pontos enviados');
    expect(transferPosts(api)).toHaveLength(1);
    expect(api.transfers).toHaveLength(1);
    expect(screen.getByText('Ativo, como caixa')).toBeInTheDocument();
  });

  it.each([
    ['444.555.666-19', 'Seu cadastro no programa parceiro não está ativo.', 'Inativo'],
    [
      '777.888.999-41',
      'Sua função no programa parceiro não permite enviar pontos.',
      'Ativo, com uma função que não recebe pontos',
    ],
  ])('refuses %s with its §8 message and status, keeping what was typed', async (document, message, status) => {
    const { user } = setup();
    await fill(user, document, '50');
    await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(message));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /CPF do cadastro/ })).toHaveValue(document);
    expect(screen.getByRole('spinbutton', { name: /Pontos a enviar/ })).toHaveValue(50);
  });

  it('says the points were already sent with this document from another account, on the document field', async () => {
    const { user } = setup({ takenDocuments: ['11122233396'] });
    await fill(user, '111.222.333-96', '10');
    await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    const field = await screen.findByRole('textbox', {
      description: /Os pontos já foram enviados com este documento por outra conta\./,
    });
    expect(field).toHaveValue('111.222.333-96');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it("says 'no access to send points' when the server refuses the caller", async () => {
    const { user } = setup({
      fail: (method, path) =>
        method === 'POST' && path === '/api/points/transfer/'
          ? { status: 403, code: 'no_access_to_send_points' }
          : undefined,
    });
    await fill(user, '123.456.789-09', '10');
    await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('Você não tem permissão ou acesso para enviar pontos.'),
      { timeout: 30_000 },
    );
  });

  it('says there are no points to send, without a form, when the balance is zero', async () => {
    setup({ points: pointsSummary({ balance: 0 }) });
    expect(await screen.findByText('Você não tem pontos para enviar.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('checks the document and the points before asking, and sends nothing', async () => {
    const { api, user } = setup();
    await fill(user, '111.111.111-11', '5000');
    expect(screen.getByRole('textbox', { name: /CPF do cadastro/ })).toHaveAccessibleDescription(
      expect.stringContaining('Documento inválido'),
    );
    expect(screen.getByRole('spinbutton', { name: /Pontos a enviar/ })).toHaveAccessibleDescription(
      expect.stringContaining('Você não tem pontos suficientes para enviar essa quantidade.'),
    );
    expect(screen.getByRole('textbox', { name: /CPF do cadastro/ })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Confirme a transferência' })).not.toBeInTheDocument();
    expect(transferPosts(api)).toHaveLength(0);
  });

  it('retries a transfer whose answer failed with the same Idempotency-Key, so it is sent once', async () => {
    let failures = 1;
    const { api, user } = setup({
      fail: (method, path) => {
        if (method !== 'POST' || path !== '/api/points/transfer/' || failures === 0) return undefined;
        failures -= 1;
        return { status: 503, code: 'partner_unavailable' };
      },
    });
    await fill(user, '123.456.789-09', '30');
    await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    await waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'O programa parceiro não respondeu. Nenhum ponto foi debitado; tente de novo.',
        ),
      { timeout: 30_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Revisar transferência' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    await screen.findByText('Pontos enviados');
    const [first, second] = transferPosts(api);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(api.transfers).toHaveLength(1);
  });

  it('speaks the person’s language', async () => {
    setup({ roles: [] }, 'en-US');
    expect(await screen.findByText('You do not have permission or access to send points.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Transfer points' })).toBeInTheDocument();
  });
});
