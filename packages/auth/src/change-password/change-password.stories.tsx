import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { messageResponseSchema } from '@campus/core/schemas';
import { answer, apiError, neverAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { withStoryApi } from '../fixtures/story-api.fixtures.js';
import { ChangePassword } from './change-password.js';
import { DEMO_PASSWORD } from '../../../server/src/test-support/demo-credentials.test-util.js';

const meta = {
  title: 'Auth/ChangePassword',
  component: ChangePassword,
  args: { onPasswordChanged: () => undefined },
} satisfies Meta<typeof ChangePassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const SESSION = { access_token: 'access-1', email: 'learner@campus.example', full_name: 'Ana Souza' };

function api(answer: FakeRoute) {
  return withStoryApi({ routes: { '/accounts/change_password/': answer }, session: SESSION });
}

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Senha atual/), DEMO_PASSWORD);
  await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'Nova#Senha1');
  await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
  await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
}

/** From the profile. */
export const Idle: Story = { decorators: [api(answer(messageResponseSchema, { message: 'ok' }))] };

/** The must-change-password step after sign-in. */
export const MustChange: Story = {
  args: { mustChange: true },
  decorators: [api(answer(messageResponseSchema, { message: 'ok' }))],
};

/** Saving. */
export const Submitting: Story = {
  decorators: [api(neverAnswer)],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** The current password is wrong. */
export const CurrentIncorrect: Story = {
  decorators: [api(apiError(422, 'current_password_incorrect'))],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** §8 "Error changing the password". */
export const ChangeFailed: Story = {
  decorators: [api(apiError(400, 'password_change_failed'))],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** Changed. */
export const Changed: Story = {
  decorators: [api(answer(messageResponseSchema, { message: 'ok' }))],
  play: async ({ canvasElement }) => submit(canvasElement),
};
