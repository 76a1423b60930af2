import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar.js';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Progresso do curso' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part done. */
export const InProgress: Story = { args: { value: 40 } };

/** Not started. */
export const Empty: Story = { args: { value: 0 } };

/** Done. */
export const Complete: Story = { args: { value: 100 } };

/** Amount unknown (e.g. waiting for the server). */
export const Indeterminate: Story = { args: { label: 'Enviando foto' } };

/** Label read but not shown (the surrounding card already says what it is). */
export const HiddenLabel: Story = { args: { showLabel: false, value: 75 } };
