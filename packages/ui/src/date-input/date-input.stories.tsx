import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateInput } from './date-input.js';

const meta = {
  title: 'Primitives/DateInput',
  component: DateInput,
  args: { label: 'Data da venda', name: 'sale_date' },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Default: Story = {};

/** A date within bounds (ISO value, displayed in the person's locale). */
export const Bounded: Story = {
  args: { defaultValue: '2026-03-15', min: '2026-03-01', max: '2026-03-31', hint: 'Até 15 dias após a venda.' },
};

/** Invalid. */
export const Invalid: Story = {
  args: { defaultValue: '2026-04-20', max: '2026-03-31', error: 'A data da venda não pode ser futura.' },
};

/** Disabled. */
export const Disabled: Story = { args: { defaultValue: '2026-03-15', disabled: true } };
