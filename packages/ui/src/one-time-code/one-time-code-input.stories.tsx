import type { Meta, StoryObj } from '@storybook/react-vite';
import { OneTimeCodeInput } from './one-time-code-input.js';

const meta = {
  title: 'Primitives/OneTimeCodeInput',
  component: OneTimeCodeInput,
  args: { label: 'Código enviado por SMS', name: 'code' },
} satisfies Meta<typeof OneTimeCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type, paste or let the phone autofill the code. */
export const Empty: Story = {};

/** Partly typed. */
export const Partial: Story = { args: { defaultValue: '482', hint: 'Enviamos um código de 6 dígitos.' } };

/** Complete. */
export const Complete: Story = { args: { defaultValue: '482913' } };

/** Invalid. */
export const Invalid: Story = {
  args: { defaultValue: '000000', error: 'O código enviado é inválido. Confira o código ou solicite um novo.' },
};

/** Disabled (while checking the code). */
export const Disabled: Story = { args: { defaultValue: '482913', disabled: true } };
