import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox.js';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Aceito os termos de uso', name: 'terms' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked. */
export const Default: Story = {};

/** Checked. */
export const Checked: Story = { args: { defaultChecked: true } };

/** Mixed ("select all" over a partial selection). */
export const Indeterminate: Story = { args: { label: 'Todas as lojas', indeterminate: true } };

/** Invalid, with a hint. */
export const Invalid: Story = {
  args: {
    hint: 'Leia o regulamento antes de aceitar.',
    error: 'Você precisa aceitar os termos de uso para continuar.',
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
