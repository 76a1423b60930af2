import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../spinner/spinner.js';
import { Skeleton } from './skeleton.js';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  // The loading region announces itself (busy, with a spinner's status); the skeleton is only for the eye.
  decorators: [
    (Story) => (
      <div aria-busy="true">
        <Spinner size="small" label="Carregando curso" />
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One text line. */
export const Line: Story = {};

/** A paragraph. */
export const Paragraph: Story = { args: { lines: 4 } };

/** An image or card. */
export const Rectangle: Story = { args: { shape: 'rect' } };

/** An avatar. */
export const Circle: Story = { args: { shape: 'circle' } };
