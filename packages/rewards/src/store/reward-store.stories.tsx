import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pointsSummary, storeRewards, trainingCourse } from '../testing/rewards-fixtures.test-util.js';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { RewardStore } from './reward-store.js';

const meta = {
  title: 'Rewards/RewardStore',
  component: RewardStore,
  decorators: [withFakeApi],
  argTypes: {
    onRedeemed: { action: 'campus-redeemed' },
    onRewardOpen: { action: 'campus-reward-open' },
  },
} satisfies Meta<typeof RewardStore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store of a Creator member: rewards that ship, sold out, with a category maximum, for a level, with training. */
export const Rewards: Story = {};

/** Nobody signed in yet: an invitation, and no request to the API. */
export const SignedOut: Story = { parameters: { signedOut: true } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Every call fails: the error with a retry. */
export const LoadFailed: Story = { parameters: { api: { fail: fails } } };

/** No reward in the store. */
export const Empty: Story = { parameters: { api: { rewards: [] } } };

/** A basic member with points under audit: the spa day says it needs a higher level and the training first. */
export const BasicLevelWithTrainingPending: Story = {
  parameters: {
    api: {
      points: pointsSummary({ level: 'basic', level_points: 1200, balance: 12_000, pending_audit: 800 }),
      courses: { 901: trainingCourse('in_progress') },
    },
  },
};

/** The highest level: no next level to reach. */
export const TopLevel: Story = {
  parameters: { api: { points: pointsSummary({ level: 'highest', level_points: 18_000, balance: 30_000 }) } },
};

/** One reward in detail (`reward-id`, route `reward-store/details/{id}/`). */
export const RewardDetail: Story = {
  args: { rewardId: 504 },
  parameters: { api: { points: pointsSummary({ balance: 20_000 }), courses: { 901: trainingCourse('finished') } } },
};

/** A reward id that does not exist. */
export const RewardNotFound: Story = { args: { rewardId: 999 } };

/** My orders in every status of spec §3. */
export const MyOrders: Story = { args: { view: 'orders' } };

/** No orders yet. */
export const NoOrders: Story = { args: { view: 'orders' }, parameters: { api: { orders: [] } } };

/** Opens the redeem confirmation of the mouse (a prize that ships: the address is asked). */
async function openRedeem(canvasElement: HTMLElement, name = 'Mouse sem fio') {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('article', { name });
  const button = within(card).getByRole('button', { name: 'Resgatar' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return within(await canvas.findByRole('dialog'));
}

async function fillAddress(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Endereço/ }), 'Av. Paulista');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Número/ }), '1000');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Bairro/ }), 'Bela Vista');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Cidade/ }), 'São Paulo');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Estado/ }), 'SP');
  await userEvent.type(dialog.getByRole('textbox', { name: /^CEP/ }), '01310-100');
}

/** The redeem confirmation: quantity, totals, balance after it and the shipping address. */
export const RedeemConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await openRedeem(canvasElement);
  },
};

/** A quantity past the category maximum: the confirm button is off and says why. */
export const RedeemBlockedByCategoryMaximum: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRedeem(canvasElement, 'Vale-presente R$ 100');
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantidade' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
  },
};

/** Required address fields left empty. */
export const RedeemMissingAddress: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRedeem(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));
  },
};

/** The redemption is sent (the answer never comes): the button is busy. */
export const Redeeming: Story = {
  parameters: { api: { fail: (method: string) => (method === 'POST' ? 'hang' : undefined) } },
  play: async ({ canvasElement }) => {
    const dialog = await openRedeem(canvasElement, 'Vale-presente R$ 100');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));
  },
};

/** The server refuses: redemption pending audit (points of sales under audit). */
export const RedeemPendingAudit: Story = {
  parameters: { api: { underAudit: 4500 } },
  play: async ({ canvasElement }) => {
    const dialog = await openRedeem(canvasElement, 'Vale-presente R$ 100');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));
  },
};

/** The server refuses: not enough stock (someone took the last units meanwhile). */
export const RedeemOutOfStock: Story = {
  parameters: {
    api: { fail: (method: string) => (method === 'POST' ? { status: 422, code: 'out_of_stock' } : undefined) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRedeem(canvasElement, 'Vale-presente R$ 100');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));
  },
};

/** Any other failure: "error redeeming". */
export const RedeemFailed: Story = {
  parameters: {
    api: { fail: (method: string) => (method === 'POST' ? { status: 500, code: 'server_error' } : undefined) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRedeem(canvasElement, 'Vale-presente R$ 100');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));
  },
};

/** Redeemed: the order and the balance left. */
export const Redeemed: Story = {
  parameters: { api: { rewards: storeRewards() } },
  play: async ({ canvasElement }) => {
    const dialog = await openRedeem(canvasElement);
    await fillAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar resgate' }));
    await within(canvasElement).findByRole('dialog', { name: 'Resgate realizado' });
  },
};
