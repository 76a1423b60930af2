import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group.js';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Receber o código por',
    options: [
      { value: 'email', label: 'E-mail' },
      { value: 'sms', label: 'SMS' },
      { value: 'whatsapp', label: 'WhatsApp' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const Default: Story = {};

/** One chosen, in a row. */
export const Horizontal: Story = { args: { defaultValue: 'sms', orientation: 'horizontal' } };

/** Invalid, with a hint. */
export const Invalid: Story = {
  args: { required: true, hint: 'Enviamos um código de 6 dígitos.', error: 'Escolha um canal.' },
};

/** One option unavailable. */
export const WithDisabledOption: Story = {
  args: {
    defaultValue: 'email',
    options: [
      { value: 'email', label: 'E-mail' },
      { value: 'sms', label: 'SMS (sem telefone cadastrado)', disabled: true },
    ],
  },
};
