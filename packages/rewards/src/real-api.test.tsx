// The reward store against the real reference API: @campus/server on an in-memory PGlite with the demo seed, in a
// child process, reached through the Campus client's own fetch (no fake anywhere). The programme administrator
// (`admin`) creates the rewards the test needs with exact costs; the demo member `agent` redeems them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { renderWithCampus } from '@campus/ui/testing';
import { createIdempotencyKeeper, IDEMPOTENCY_KEY_HEADER } from '@campus/core';
import { adminRewardSchema, rewardsResponseSchema } from '@campus/core/schemas';
import type { Campus } from '@campus/core';
import type { AdminRewardInput } from '@campus/core/schemas';
import { RewardStore } from './store/reward-store.js';
import { signedIn } from '../../server/src/test-support/signed-in.test-util.js';

let server: ReferenceApi | undefined;
let admin: Campus | undefined;

beforeAll(async () => {
  server = await startReferenceApi();
  admin = await signedIn('admin', { server });
}, 180_000);

afterAll(async () => {
  await admin?.destroy();
  await server?.stop();
});

/** Creates a reward through the administrator's API (department and category of the store's first reward). */
async function createReward(member: Campus, input: Partial<AdminRewardInput> & { name: string; cost: number }) {
  const store = await member.api.requestJson('/api/rewards/', rewardsResponseSchema);
  const first = store.results[0];
  if (!admin || !first) throw new Error('no admin or no reward to copy from');
  const { name, ...rest } = input;
  return admin.api.requestJson('/api/admin/rewards/', adminRewardSchema, {
    method: 'POST',
    json: {
      names: { 'pt-BR': name },
      descriptions: { 'pt-BR': 'Prêmio criado pelo teste do @campus/rewards.' },
      department_id: Number(first.department.id),
      category_id: Number(first.category.id),
      stock: 5,
      ships: false,
      ...rest,
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: createIdempotencyKeeper().keyFor(name) },
  });
}

function renderStore(campus: Campus, props: Parameters<typeof RewardStore>[0] = {}) {
  return renderWithCampus(<RewardStore {...props} />, campus);
}

describe('@campus/rewards against the real API', { timeout: 120_000 }, () => {
  it('shows the demo agent’s balance, level and the demo rewards with stock', async () => {
    const agent = await signedIn('agent', { server });
    const view = renderStore(agent);
    const header = await screen.findByRole('region', { name: 'Seus pontos' });
    await waitFor(() => expect(within(header).getByText('Creator')).toBeInTheDocument(), { timeout: 30_000 });
    const blender = await screen.findByRole('article', { name: 'Liquidificador' }, { timeout: 30_000 });
    expect(within(blender).getByText('Esgotado')).toBeInTheDocument();
    expect(within(blender).getByRole('button', { name: 'Resgatar' })).toBeDisabled();
    view.unmount();
    await agent.destroy();
  });

  it('redeems a reward and sees the order in my orders', async () => {
    const agent = await signedIn('agent', { server });
    const created = await createReward(agent, { name: 'Caneca do programa (teste)', cost: 1 });
    const user = userEvent.setup({ delay: null });
    const view = renderStore(agent, { rewardId: String(created.id) });
    await screen.findByRole('heading', { name: 'Caneca do programa (teste)', level: 3 }, { timeout: 30_000 });
    const redeem = screen.getByRole('button', { name: 'Resgatar' });
    await waitFor(() => expect(redeem).toBeEnabled(), { timeout: 30_000 });
    await user.click(redeem);
    await user.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    const done = await screen.findByRole('dialog', { name: 'Resgate realizado' }, { timeout: 30_000 });
    const message = within(done).getByText(/Seu pedido nº \d+ de 1 × Caneca do programa \(teste\)/);
    const orderId = /nº (\d+)/.exec(message.textContent ?? '')?.[1];
    await user.click(within(done).getByRole('button', { name: 'Ver meus pedidos' }));
    const orders = await screen.findByRole('list', { name: 'Seus pedidos' }, { timeout: 30_000 });
    const placed = await within(orders).findByRole(
      'article',
      { name: 'Caneca do programa (teste)' },
      { timeout: 30_000 },
    );
    expect(within(placed).getByText(`Pedido nº ${orderId}`)).toBeInTheDocument();
    expect(within(placed).getByText('Aguardando aprovação')).toBeInTheDocument();
    view.unmount();
    await agent.destroy();
  });

  it('explains insufficient points before asking, and shows the server’s refusal when the cost rose meanwhile', async () => {
    const agent = await signedIn('agent', { server });
    const costly = await createReward(agent, { name: 'Viagem dos sonhos (teste)', cost: 10_000_000 });
    const user = userEvent.setup({ delay: null });
    const first = renderStore(agent, { rewardId: String(costly.id) });
    await screen.findByRole('heading', { name: 'Viagem dos sonhos (teste)', level: 3 }, { timeout: 30_000 });
    const disabled = screen.getByRole('button', { name: 'Resgatar' });
    await waitFor(
      () => expect(disabled).toHaveAccessibleDescription('Você não tem pontos suficientes para este resgate.'),
      {
        timeout: 30_000,
      },
    );
    expect(disabled).toBeDisabled();
    first.unmount();

    // A reward the agent can afford when the dialog opens; its cost rises before the confirmation.
    const cheap = await createReward(agent, { name: 'Chaveiro (teste)', cost: 1 });
    const view = renderStore(agent, { rewardId: String(cheap.id) });
    await screen.findByRole('heading', { name: 'Chaveiro (teste)', level: 3 }, { timeout: 30_000 });
    const redeem = screen.getByRole('button', { name: 'Resgatar' });
    await waitFor(() => expect(redeem).toBeEnabled(), { timeout: 30_000 });
    await user.click(redeem);
    await admin?.api.request(`/api/admin/rewards/${cheap.id}/`, {
      method: 'PATCH',
      json: { cost: 10_000_000 },
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'rewards-real-api-cost-rise' },
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    const dialog = screen.getByRole('dialog', { name: 'Resgatar “Chaveiro (teste)”' });
    expect(
      await within(dialog).findByText('Você não tem pontos suficientes para este resgate.', {}, { timeout: 30_000 }),
    ).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue(1);
    view.unmount();
    await agent.destroy();
  });
});
