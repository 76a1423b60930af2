import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field.js';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', name: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with only a label. */
export const Default: Story = {};

/** With help text read together with the field. */
export const WithHint: Story = { args: { hint: 'Usamos seu e-mail para recuperar a senha.' } };

/** Required: the star is visual, `required` is what assistive technology reads. */
export const Required: Story = { args: { required: true } };

/** Invalid: the error is read with the field and the typed value stays. */
export const Invalid: Story = {
  args: { defaultValue: 'ana.campus', error: 'Informe um e-mail válido.', hint: 'Ex.: ana@empresa.com' },
};

/** Disabled. */
export const Disabled: Story = { args: { defaultValue: 'ana@campus.dev', disabled: true } };
