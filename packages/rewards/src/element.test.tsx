import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureElementPage, insideShadow, mountElement, resetElementPage } from '@campus/ui/testing';
import { elementDefinitions } from '@campus/ui';
import type { RewardOpenDetail, RewardRedeemedDetail } from './events.js';
import './element.js';
import { createRewardsApi } from './testing/fake-api.test-util.js';
import type { RewardsApi } from './testing/fake-api.test-util.js';

let api: RewardsApi;

beforeEach(() => {
  api = createRewardsApi();
  // A member signed in (the fake API takes any token): the store only asks for its data then.
  configureElementPage({ fetch: api.fetch, clientId: 'intranet' });
});

afterEach(async () => {
  await resetElementPage();
  vi.restoreAllMocks();
});

const mount = (attributes: Record<string, string> = {}) => mountElement('campus-reward-store', attributes);

describe('<campus-reward-store>', { timeout: 20_000 }, () => {
  it('redeems in its shadow root and tells the host with campus-redeemed', async () => {
    const element = mount({ 'reward-id': '503' });
    const redeemed: CustomEvent<RewardRedeemedDetail>[] = [];
    document.addEventListener('campus-redeemed', (event) => redeemed.push(event));
    const view = insideShadow(element);
    expect(await view.findByRole('heading', { name: 'Vale-presente R$ 100', level: 3 })).toBeInTheDocument();
    const redeem = view.getByRole('button', { name: 'Resgatar' });
    await waitFor(() => expect(redeem).toBeEnabled());
    await userEvent.click(redeem);
    await userEvent.click(view.getByRole('button', { name: 'Confirmar resgate' }));
    await view.findByRole('dialog', { name: 'Resgate realizado' });
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]?.detail).toMatchObject({ id: 9001, status: 'awaiting_approval', quantity: 1, balance: 2500 });
    expect(redeemed[0]?.detail.reward.name).toBe('Vale-presente R$ 100');
    expect(redeemed[0]?.composed).toBe(true);
    expect(redeemed[0]?.bubbles).toBe(true);
    expect(redeemed[0]?.target).toBe(element);
    expect(element.id).toBe('');
    // The styles are adopted sheets; nothing inline.
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('says which reward was opened, and starts on my orders with view="orders"', async () => {
    const opened: RewardOpenDetail[] = [];
    document.addEventListener('campus-reward-open', (event) => opened.push(event.detail));
    const store = mount();
    const mouse = await insideShadow(store).findByRole('article', { name: 'Mouse sem fio' });
    await userEvent.click(within(mouse).getByRole('button', { name: 'Ver detalhes' }));
    expect(opened).toEqual([{ id: 501 }]);

    const orders = mount({ view: 'orders' });
    expect(await insideShadow(orders).findByRole('tab', { name: 'Meus pedidos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await insideShadow(orders).findByText('Pedido nº 7001')).toBeInTheDocument();
  });

  it('is documented for the manifest', () => {
    const definition = elementDefinitions().find((entry) => entry.tag === 'campus-reward-store');
    expect(definition?.attributes).toEqual({ rewardId: 'string', view: 'string' });
    expect(definition?.events).toEqual({ onRedeemed: 'campus-redeemed', onRewardOpen: 'campus-reward-open' });
    expect(definition?.docs?.description).toBeTruthy();
    expect(Object.keys(definition?.docs?.parts ?? {})).toEqual(
      expect.arrayContaining(['store', 'header', 'reward', 'reasons', 'orders', 'order-status']),
    );
  });
});
