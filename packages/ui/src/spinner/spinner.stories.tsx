import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner.js';

const meta = { title: 'Primitives/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default size and label ("Carregando"). */
export const Default: Story = {};

/** Small, e.g. inside a button. */
export const Small: Story = { args: { size: 'small' } };

/** Large, with a specific label. */
export const Large: Story = { args: { size: 'large', label: 'Carregando cursos' } };
