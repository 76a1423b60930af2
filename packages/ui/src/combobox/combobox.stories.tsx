import type { Meta, StoryObj } from '@storybook/react-vite';
import { Combobox } from './combobox.js';

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  args: {
    label: 'Loja',
    options: [
      { value: '1', label: 'Loja Paulista' },
      { value: '2', label: 'Loja Copacabana' },
      { value: '3', label: 'Loja Savassi', disabled: true },
      { value: '4', label: 'Loja São José' },
    ],
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: type to filter, ↓ to open. */
export const Default: Story = {};

/** An option chosen. */
export const Chosen: Story = { args: { defaultValue: '2', hint: 'A loja onde a venda foi feita.' } };

/** Invalid. */
export const Invalid: Story = { args: { required: true, error: 'Selecione uma loja.' } };

/** Disabled. */
export const Disabled: Story = { args: { defaultValue: '1', disabled: true } };
