import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { pointsSummary, reward, storeRewards, trainingCourse } from '../testing/rewards-fixtures.test-util.js';
import { RewardStore } from './reward-store.js';
import type { RewardStoreProps } from './reward-store.js';
import { createRewardsApi } from '../testing/fake-api.test-util.js';
import type { RewardsApiOptions } from '../testing/fake-api.test-util.js';

function setup(options: RewardsApiOptions = {}, props: RewardStoreProps = {}, locale = 'pt-BR') {
  const api = createRewardsApi(options);
  const onRedeemed = vi.fn();
  const onRewardOpen = vi.fn();
  const user = userEvent.setup();
  const view = renderWithCampus(<RewardStore onRedeemed={onRedeemed} onRewardOpen={onRewardOpen} {...props} />, {
    api,
    session: true,
    locale,
  });
  return { api, user, onRedeemed, onRewardOpen, ...view };
}

const card = (name: string) => screen.getByRole('article', { name });
const rewardRequests = (api: ReturnType<typeof createRewardsApi>) =>
  api.requests.filter((request) => request.path === '/api/rewards/');

describe('RewardStore', { timeout: 20_000 }, () => {
  it('invites to sign in, without asking the API, until a session exists', async () => {
    const api = createRewardsApi();
    const { campus } = renderWithCampus(<RewardStore />, { api });
    expect(screen.getByText('Entre para ver a loja de prêmios')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    act(() => campus.stores.session.setState({ access_token: 'token', email: 'agent@campus.example' }));
    expect(await screen.findByRole('article', { name: 'Mouse sem fio' })).toBeInTheDocument();
  });

  it('shows the balance, level, level points and the way to the next level', async () => {
    setup();
    const header = await screen.findByRole('region', { name: 'Seus pontos' });
    await waitFor(() => expect(within(header).getByText('5.000 pontos')).toBeInTheDocument());
    expect(within(header).getByText('Creator')).toBeInTheDocument();
    expect(within(header).getByText('6.500')).toBeInTheDocument();
    expect(
      await within(header).findByRole('progressbar', { name: 'Faltam 8.500 pontos para o nível Influencer' }),
    ).toBeInTheDocument();
  });

  it('lists the rewards with cost, stock and why a reward cannot be redeemed', async () => {
    setup();
    await screen.findByRole('article', { name: 'Mouse sem fio' });
    expect(screen.getByText('4 prêmios')).toBeInTheDocument();
    expect(within(card('Mouse sem fio')).getByText('1.200 pontos')).toBeInTheDocument();
    expect(within(card('Mouse sem fio')).getByText('40 disponíveis')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Mouse sem fio')).getByRole('button', { name: 'Resgatar' })).toBeEnabled());

    const soldOut = card('Liquidificador');
    expect(within(soldOut).getByText('Esgotado')).toBeInTheDocument();
    expect(within(soldOut).getByRole('button', { name: 'Resgatar' })).toBeDisabled();
    expect(within(soldOut).getByRole('button', { name: 'Resgatar' })).toHaveAccessibleDescription(
      'Não há estoque suficiente deste prêmio.',
    );

    const spa = card('Dia de spa');
    expect(within(spa).getByText('A partir do nível Creator')).toBeInTheDocument();
    expect(within(spa).getByText('Requer o treinamento “Técnicas de Vendas no Varejo” concluído')).toBeInTheDocument();
    expect(within(spa).getByText('Você não tem pontos suficientes para este resgate.')).toBeInTheDocument();
    expect(
      within(card('Vale-presente R$ 100')).getByText('Máximo de 2 unidades por participante nesta categoria'),
    ).toBeInTheDocument();
  });

  it('says a reward is for a higher level and that the training comes first', async () => {
    setup({
      points: pointsSummary({ level: 'basic', balance: 20_000 }),
      courses: { 901: trainingCourse('in_progress') },
    });
    const spa = await screen.findByRole('article', { name: 'Dia de spa' });
    expect(await within(spa).findByText('Conclua o treinamento obrigatório antes de resgatar.')).toBeInTheDocument();
    expect(within(spa).getByText('Este prêmio está disponível a partir de um nível mais alto.')).toBeInTheDocument();
    expect(within(spa).getByRole('button', { name: 'Resgatar' })).toBeDisabled();
  });

  it('blocks the category maximum counted from the orders not reproved', async () => {
    const { user } = setup({
      rewards: [
        reward({
          id: 503,
          name: 'Vale-presente R$ 100',
          category: { id: 82, name: 'Vale-presentes' },
          category_max: 2,
          cost: 100,
          ships: false,
        }),
      ],
    });
    // One approved gift card and one reproved (not counted): one more is allowed, two are not.
    const giftCard = await screen.findByRole('article', { name: 'Vale-presente R$ 100' });
    const redeem = within(giftCard).getByRole('button', { name: 'Resgatar' });
    await waitFor(() => expect(redeem).toBeEnabled());
    await user.click(redeem);
    const dialog = screen.getByRole('dialog', { name: 'Resgatar “Vale-presente R$ 100”' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByText('Você atingiu o número máximo de resgates desta categoria.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar resgate' })).toBeDisabled();
  });

  it('sorts and filters on the server, keeping the department in the reward state', async () => {
    const { api, user, campus } = setup();
    await screen.findByRole('article', { name: 'Mouse sem fio' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Menor preço');
    await waitFor(() => expect(rewardRequests(api).at(-1)?.query.get('sort')).toBe('price'));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(
        ['Mouse sem fio', 'Vale-presente R$ 100', 'Liquidificador', 'Dia de spa'],
      ),
    );
    expect(campus.stores.reward.getState()).toMatchObject({ reward_user_points: 5000, reward_user_level_points: 6500 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), 'Viagens');
    await waitFor(() => expect(rewardRequests(api).at(-1)?.query.get('department')).toBe('72'));
    expect(campus.stores.reward.getState().department).toBe(72);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(campus.stores.reward.getState().department).toBeNull();
  });

  it('redeems with the address and an Idempotency-Key, shows the order and lists it in my orders', async () => {
    const { api, user, onRedeemed } = setup();
    const mouse = await screen.findByRole('article', { name: 'Mouse sem fio' });
    await waitFor(() => expect(within(mouse).getByRole('button', { name: 'Resgatar' })).toBeEnabled());
    await user.click(within(mouse).getByRole('button', { name: 'Resgatar' }));
    const dialog = screen.getByRole('dialog', { name: 'Resgatar “Mouse sem fio”' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByText('2.400 pontos')).toBeInTheDocument();
    expect(within(dialog).getByText('2.600 pontos')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Endereço/ }), 'Rua das Flores');
    await user.type(within(dialog).getByRole('textbox', { name: /^Número/ }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: /^Bairro/ }), 'Centro');
    await user.type(within(dialog).getByRole('textbox', { name: /^Cidade/ }), 'Campinas');
    await user.type(within(dialog).getByRole('textbox', { name: /^Estado/ }), 'SP');
    await user.type(within(dialog).getByRole('textbox', { name: /^CEP/ }), '13010-000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));

    const done = await screen.findByRole('dialog', { name: 'Resgate realizado' });
    expect(
      within(done).getByText('Seu pedido nº 9001 de 2 × Mouse sem fio foi registrado e aguarda aprovação.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(done).getByRole('status')).toHaveFocus());
    expect(within(done).getByText('Saldo atual: 2.600 pontos')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/rewards/501/redeem/');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(post?.body).toEqual({
      quantity: 2,
      shipping_address: {
        address: 'Rua das Flores',
        number: '12',
        neighborhood: 'Centro',
        city: 'Campinas',
        state: 'SP',
        zip_code: '13010-000',
      },
    });
    expect(onRedeemed).toHaveBeenCalledWith(
      expect.objectContaining({ id: 9001, status: 'awaiting_approval', balance: 2600 }),
    );

    await user.click(within(done).getByRole('button', { name: 'Ver meus pedidos' }));
    expect(screen.getByRole('tab', { name: 'Meus pedidos' })).toHaveAttribute('aria-selected', 'true');
    const orders = await screen.findByRole('list', { name: 'Seus pedidos' });
    await waitFor(() => expect(within(orders).getByText('Pedido nº 9001')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Meus pedidos' })).toHaveFocus();
    // The balance was read again after the redemption.
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Seus pontos' })).getByText('2.600 pontos')).toBeInTheDocument(),
    );
  });

  it('asks for every address field of a prize that ships, without sending', async () => {
    const { api, user } = setup();
    const mouse = await screen.findByRole('article', { name: 'Mouse sem fio' });
    await waitFor(() => expect(within(mouse).getByRole('button', { name: 'Resgatar' })).toBeEnabled());
    await user.click(within(mouse).getByRole('button', { name: 'Resgatar' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Cidade/ }), 'Campinas');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Certifique-se de que todos os campos obrigatórios estão preenchidos',
    );
    expect(within(dialog).getByRole('alert')).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /^Bairro/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Cidade/ })).toHaveValue('Campinas');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the exact refusal of the server and keeps what was typed (redemption pending audit)', async () => {
    const { user } = setup({ underAudit: 4000 });
    const card = await screen.findByRole('article', { name: 'Vale-presente R$ 100' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Resgatar' })).toBeEnabled());
    await user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    const dialog = screen.getByRole('dialog', { name: 'Resgatar “Vale-presente R$ 100”' });
    expect(within(dialog).queryByRole('group', { name: 'Endereço de entrega' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    const alert = await within(dialog).findByText('Seu resgate está pendente de auditoria.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue(1);
  });

  it('says "error redeeming" on a failure, and retries with the same Idempotency-Key', async () => {
    let failing = true;
    const { api, user } = setup({
      fail: (method) => (failing && method === 'POST' ? { status: 503, code: 'service_unavailable' } : undefined),
    });
    const card = await screen.findByRole('article', { name: 'Vale-presente R$ 100' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Resgatar' })).toBeEnabled());
    await user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect(await within(dialog).findByText('Erro ao realizar o resgate. Tente novamente.')).toBeInTheDocument();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByRole('dialog', { name: 'Resgate realizado' })).toBeInTheDocument();
    const keys = api.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends one redemption for a double click', async () => {
    const { api, user, onRedeemed } = setup();
    const card = await screen.findByRole('article', { name: 'Vale-presente R$ 100' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Resgatar' })).toBeEnabled());
    await user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    await user.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar resgate' }));
    await waitFor(() => expect(onRedeemed).toHaveBeenCalledTimes(1));
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('opens a reward in place, tells the host, and comes back to the list', async () => {
    const { user, onRewardOpen, api } = setup();
    const mouse = await screen.findByRole('article', { name: 'Mouse sem fio' });
    await user.click(within(mouse).getByRole('button', { name: 'Ver detalhes' }));
    expect(onRewardOpen).toHaveBeenCalledWith({ id: 501 });
    const title = await screen.findByRole('heading', { name: 'Mouse sem fio', level: 3 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('Mouse óptico sem fio com receptor USB.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/api/rewards/501/')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Voltar aos prêmios' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prêmios' })).toHaveFocus());
  });

  it('shows the reward of reward-id, and "not found" for an unknown one', async () => {
    const { rerender } = setup({}, { rewardId: '503' });
    expect(await screen.findByRole('heading', { name: 'Vale-presente R$ 100', level: 3 })).toBeInTheDocument();
    rerender(<RewardStore rewardId="999" />);
    expect(await screen.findByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let failing = true;
    const { api, user } = setup({
      fail: (_method, path) =>
        failing && path === '/api/rewards/' ? { status: 500, code: 'server_error' } : undefined,
    });
    expect(await screen.findByText('Ocorreu um erro inesperado. Tente novamente.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Mouse sem fio' })).toBeInTheDocument();
    expect(rewardRequests(api).length).toBeGreaterThanOrEqual(2);
  });

  it('says when the store is empty', async () => {
    setup({ rewards: [] });
    expect(await screen.findByText('Nenhum prêmio encontrado')).toBeInTheDocument();
    expect(screen.getByText('Ainda não há prêmios na loja.')).toBeInTheDocument();
  });

  it('speaks the language of the instance', async () => {
    setup({ rewards: storeRewards() }, {}, 'en-US');
    const mouse = await screen.findByRole('article', { name: 'Mouse sem fio' });
    expect(await within(mouse).findByText('1,200 points')).toBeInTheDocument();
    expect(within(mouse).getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My orders' })).toBeInTheDocument();
  });
});
