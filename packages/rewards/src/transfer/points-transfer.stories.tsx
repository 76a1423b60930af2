import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pointsSummary } from '../testing/rewards-fixtures.test-util.js';
import { fails, hangs } from '../testing/story-campus.test-util.js';
import { PointsTransfer } from './points-transfer.js';
import { withTransferApi } from '../testing/story-campus.test-util.js';

const meta = {
  title: 'Rewards/PointsTransfer',
  component: PointsTransfer,
  decorators: [withTransferApi],
  argTypes: { onTransferred: { action: 'campus-points-transferred' } },
} satisfies Meta<typeof PointsTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form (document and points) and asks to review it. */
async function review(canvasElement: HTMLElement, document: string, points: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /CPF/ }), document);
  await userEvent.type(canvas.getByRole('spinbutton'), points);
  await userEvent.click(canvas.getByRole('button', { name: 'Revisar transferência' }));
  return canvas;
}

/** Confirms a reviewed transfer. */
async function send(canvasElement: HTMLElement, document: string, points: string) {
  const canvas = await review(canvasElement, document, points);
  await userEvent.click(canvas.getByRole('button', { name: 'Confirmar envio' }));
  return canvas;
}

/** A seller with 1 200 points: the balance, the registration (checked on each transfer) and the form. */
export const Form: Story = {};

/** Nobody signed in yet: an invitation, and no request to the API. */
export const SignedOut: Story = { parameters: { signedOut: true } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Every call fails: the error with a retry. */
export const LoadFailed: Story = { parameters: { api: { fail: fails } } };

/** A learner, or any role but seller, cashier and store owner: 'no access to send points', no form. */
export const NoAccess: Story = { parameters: { api: { roles: [] } } };

/** A member with nothing to send. */
export const NoPoints: Story = { parameters: { api: { points: pointsSummary({ balance: 0 }) } } };

/** The confirmation: points, document and the 12-month validity, before anything is sent. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement, '12345678909', '200');
    await expect(canvas.getByRole('group', { name: 'Confirme a transferência' })).toBeInTheDocument();
  },
};

/** Sent: the partner's reference, the last day to redeem there and the balance left. */
export const Transferred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '98765432100', '300');
    await expect(await canvas.findByText('Pontos enviados')).toBeInTheDocument();
  },
};

/** Checked before asking: an invalid CPF and more points than the balance. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement, '11111111111', '5000');
    await expect(await canvas.findByText('Documento inválido')).toBeInTheDocument();
  },
};

/** §8: the partner registration is inactive. */
export const InactiveRegistration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '44455566619', '50');
    await expect(
      await canvas.findByText('Seu cadastro no programa parceiro não está ativo.', { exact: false }),
    ).toBeInTheDocument();
  },
};

/** §8: the registration's role may not receive points. */
export const InvalidRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '77788899941', '50');
    await expect(
      await canvas.findByText('Sua função no programa parceiro não permite enviar pontos.', { exact: false }),
    ).toBeInTheDocument();
  },
};

/** §8: points were already sent with this document from another account. */
export const DocumentAlreadyUsed: Story = {
  parameters: { api: { takenDocuments: ['11122233396'] } },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '11122233396', '50');
    await expect(
      await canvas.findByText('Os pontos já foram enviados com este documento por outra conta.'),
    ).toBeInTheDocument();
  },
};

/** The partner did not answer: nothing was debited, and a retry replays with the same key. */
export const PartnerUnavailable: Story = {
  parameters: {
    api: {
      fail: (method: string, path: string) =>
        method === 'POST' && path === '/api/points/transfer/'
          ? { status: 503, code: 'partner_unavailable' }
          : undefined,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '12345678909', '50');
    await expect(await canvas.findByText('O programa parceiro não respondeu.', { exact: false })).toBeInTheDocument();
  },
};
