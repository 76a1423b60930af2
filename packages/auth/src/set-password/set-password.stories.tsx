import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { messageResponseSchema } from '@campus/core/schemas';
import { answer, apiError, neverAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { withStoryApi } from '../fixtures/story-api.fixtures.js';
import { SetPassword } from './set-password.js';

const meta = {
  title: 'Auth/SetPassword',
  component: SetPassword,
  args: { username: 'learner', uidb64: 'Nw', token: 'link-token', purpose: 'set', onPasswordSet: () => undefined },
} satisfies Meta<typeof SetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTES: Record<string, FakeRoute> = {
  '/etraining_login/check_password_link/': { status: 200, body: { username: 'learner' } },
  '/etraining_login/set_password/': answer(messageResponseSchema, { message: 'ok' }),
  '/etraining_login/recover_password/': answer(messageResponseSchema, { message: 'ok' }),
};

async function typePasswords(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Nova senha/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), confirmation);
}

/** Checking the link before showing the form. */
export const CheckingLink: Story = {
  decorators: [withStoryApi({ routes: { ...ROUTES, '/etraining_login/check_password_link/': neverAnswer } })],
};

/** A new account's link (`set-password/…`), nothing typed yet. */
export const Idle: Story = { decorators: [withStoryApi({ routes: ROUTES })] };

/** A recovery link (`recover-password/…`). */
export const Recover: Story = { args: { purpose: 'recover' }, decorators: [withStoryApi({ routes: ROUTES })] };

/** Weak: lower case and digits only. */
export const WeakPassword: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByLabelText(/^Nova senha/), 'abc123');
  },
};

/** Medium: upper and lower case and digits. */
export const MediumPassword: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByLabelText(/^Nova senha/), 'Abc12345');
  },
};

/** Strong: medium plus a symbol of ! @ # $ % ^. */
export const StrongPassword: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByLabelText(/^Nova senha/), 'Abc123!@');
  },
};

/** Too short and not confirmed: both fields say why. */
export const Invalid: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, 'Ab1', 'Ab2');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar senha' }));
  },
};

/** Saving. */
export const Submitting: Story = {
  decorators: [withStoryApi({ routes: { ...ROUTES, '/etraining_login/set_password/': neverAnswer } })],
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, 'Nova#Senha1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar senha' }));
  },
};

/** Saved. */
export const Saved: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, 'Nova#Senha1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar senha' }));
  },
};

/** §8 "the password link is invalid or expired, and a new one must be requested". */
export const LinkInvalid: Story = {
  decorators: [
    withStoryApi({
      routes: { ...ROUTES, '/etraining_login/check_password_link/': apiError(422, 'password_link_invalid') },
    }),
  ],
};

/** §8 "Error setting the password". */
export const SetFailed: Story = {
  decorators: [
    withStoryApi({ routes: { ...ROUTES, '/etraining_login/set_password/': apiError(400, 'password_set_failed') } }),
  ],
  play: async ({ canvasElement }) => {
    await typePasswords(canvasElement, 'Nova#Senha1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar senha' }));
  },
};
