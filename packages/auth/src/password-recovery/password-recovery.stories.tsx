import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { apiError, neverAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { withStoryApi } from '../fixtures/story-api.fixtures.js';
import { RECOVERY_CODE_ROUTES } from '../fixtures/recovery-routes.fixtures.js';
import { PasswordRecovery } from './password-recovery.js';

const meta = {
  title: 'Auth/PasswordRecovery',
  component: PasswordRecovery,
  args: { onPasswordSet: () => undefined },
} satisfies Meta<typeof PasswordRecovery>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTES: Record<string, FakeRoute> = {
  '/etraining_login/api_recover_password/': {
    status: 200,
    body: { message: 'ok', masked_email: 'l***@campus.example' },
  },
  ...RECOVERY_CODE_ROUTES,
};

type Canvas = ReturnType<typeof within>;

async function chooseCode(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('radio', { name: /código por SMS ou WhatsApp/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: /^Documento/ }), '52998224725');
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
}

async function sendCode(canvas: Canvas) {
  await chooseCode(canvas);
  await userEvent.type(await canvas.findByRole('textbox', { name: /número completo/ }), '11987654321');
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
}

/** Choosing how to recover: by link (default) or by code. */
export const Idle: Story = { decorators: [withStoryApi({ routes: ROUTES })] };

/** The link was e-mailed: the masked address is named. */
export const LinkSent: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail, usuário ou documento/ }), 'learner');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
  },
};

/** Sending the link. */
export const Submitting: Story = {
  decorators: [withStoryApi({ routes: { ...ROUTES, '/etraining_login/api_recover_password/': neverAnswer } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail, usuário ou documento/ }), 'learner');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
  },
};

/** The registered phone was found: type the full number and pick SMS or WhatsApp. */
export const PhoneFound: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => chooseCode(within(canvasElement)),
};

/** The code was sent: the resend button waits out the 300 s countdown. */
export const CodeSentCooldown: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => sendCode(within(canvasElement)),
};

/** The cooldown is over: a new code may be asked for (the story's clock starts 300 s early). */
export const ResendReady: Story = {
  args: {
    now: (() => {
      let first = true;
      return () => {
        const now = Date.now();
        if (!first) return now;
        first = false;
        return now - 300_000;
      };
    })(),
  },
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => sendCode(within(canvasElement)),
};

/** §8 "No registered phone for the user". */
export const NoRegisteredPhone: Story = {
  decorators: [
    withStoryApi({
      routes: { ...ROUTES, '/etraining_login/get_phone_number_with_document/': apiError(404, 'no_registered_phone') },
    }),
  ],
  play: async ({ canvasElement }) => chooseCode(within(canvasElement)),
};

/** §8 "The number does not match the registered one". */
export const PhoneMismatch: Story = {
  decorators: [
    withStoryApi({
      routes: { ...ROUTES, '/etraining_login/send_recover_password_code/': apiError(422, 'phone_mismatch') },
    }),
  ],
  play: async ({ canvasElement }) => sendCode(within(canvasElement)),
};

/** §8 "Error sending the verification code". */
export const SendFailed: Story = {
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/etraining_login/send_recover_password_code/': apiError(502, 'verification_code_send_failed'),
      },
    }),
  ],
  play: async ({ canvasElement }) => sendCode(within(canvasElement)),
};

/** §8 'O código enviado é inválido...' */
export const InvalidCode: Story = {
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/etraining_login/validate_recover_password_code/': apiError(422, 'invalid_verification_code'),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    const [first] = within(await canvas.findByRole('group', { name: 'Código recebido' })).getAllByRole('textbox');
    await userEvent.click(first as HTMLElement);
    await userEvent.paste('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
  },
};

/** A valid code leads to the new password. */
export const CodeValidated: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    const [first] = within(await canvas.findByRole('group', { name: 'Código recebido' })).getAllByRole('textbox');
    await userEvent.click(first as HTMLElement);
    await userEvent.paste('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
  },
};
