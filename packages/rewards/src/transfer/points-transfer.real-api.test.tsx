// The points transfer against the real reference API: @campus/server on an in-memory PGlite with the demo seed
// and its development partner programme (docs/loyalty.md "Transfers"), in a child process, reached through the
// Campus client's own fetch (no fake anywhere). The demo member `agent` (a seller) sends points; the demo
// `learner` (no programme role) sees 'no access to send points'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { renderWithCampus } from '@campus/ui/testing';
import { pointsSummarySchema } from '@campus/core/schemas';
import type { Campus } from '@campus/core';
import { PointsTransfer } from './points-transfer.js';
import { signedIn } from '../../../server/src/test-support/signed-in.test-util.js';

let server: ReferenceApi | undefined;

beforeAll(async () => {
  server = await startReferenceApi();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

function renderTransfer(campus: Campus) {
  return renderWithCampus(<PointsTransfer />, campus);
}

describe('@campus/rewards points transfer against the real API', { timeout: 120_000 }, () => {
  it('sends the demo agent’s points to their own partner registration, then refuses an inactive one', async () => {
    const agent = await signedIn('agent', { server });
    const before = await agent.api.requestJson('/api/points/', pointsSummarySchema);
    const user = userEvent.setup({ delay: null });
    const view = renderTransfer(agent);
    const document = await screen.findByRole('textbox', { name: /CPF do cadastro/ }, { timeout: 30_000 });
    await user.type(document, '111.444.777-35');
    await user.type(screen.getByRole('spinbutton', { name: /Pontos a enviar/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Revisar transferência' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    const result = await screen.findByRole('status', {}, { timeout: 30_000 });
    expect(
      within(result).getByText('Transferência de 10 pontos para o cadastro do CPF 111.444.777-35 concluída.'),
    ).toBeInTheDocument();
    expect(within(result).getByText(/^Referência no programa parceiro: .+/)).toBeInTheDocument();
    expect(screen.getByText('Ativo, como vendedor')).toBeInTheDocument();
    const after = await agent.api.requestJson('/api/points/', pointsSummarySchema);
    expect(after.balance).toBe(before.balance - 10);

    await user.click(screen.getByRole('button', { name: 'Enviar mais pontos' }));
    await user.type(await screen.findByRole('textbox', { name: /CPF do cadastro/ }), '444.555.666-19');
    await user.type(screen.getByRole('spinbutton', { name: /Pontos a enviar/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Revisar transferência' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('Seu cadastro no programa parceiro não está ativo.'),
      { timeout: 30_000 },
    );
    expect(screen.getByText('Inativo')).toBeInTheDocument();
    expect((await agent.api.requestJson('/api/points/', pointsSummarySchema)).balance).toBe(after.balance);
    view.unmount();
    await agent.destroy();
  });

  it("shows the demo learner 'no access to send points' instead of the form", async () => {
    const learner = await signedIn('learner', { server });
    const view = renderTransfer(learner);
    await waitFor(
      () => expect(screen.getByText('Você não tem permissão ou acesso para enviar pontos.')).toBeInTheDocument(),
      { timeout: 30_000 },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    view.unmount();
    await learner.destroy();
  });
});
