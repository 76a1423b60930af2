import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select.js';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'País',
    name: 'country',
    options: [
      { value: 'BR', label: 'Brasil' },
      { value: 'CL', label: 'Chile' },
      { value: 'AR', label: 'Argentina' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the translated placeholder shows. */
export const Default: Story = {};

/** A value chosen, with a hint. */
export const Chosen: Story = { args: { defaultValue: 'CL', hint: 'Define a máscara do documento.' } };

/** Invalid. */
export const Invalid: Story = { args: { required: true, error: 'Selecione um país.' } };

/** Disabled. */
export const Disabled: Story = { args: { defaultValue: 'BR', disabled: true } };
