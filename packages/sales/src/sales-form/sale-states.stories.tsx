import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFakeApi } from '../testing/story-campus.test-util.js';
import { PointsPreview } from './points-preview.js';
import { SaleSuccess } from './sale-success.js';

/** The success screen after a sale: the points the server credited. */
const meta = {
  title: 'Sales/SaleSuccess',
  component: SaleSuccess,
  decorators: [withFakeApi],
  args: {
    sale: { id: 901, total_points: 1350, status: 'credited' },
    invoiceNumber: 'NF-2001',
    onAnother: () => undefined,
    onSeeMine: () => undefined,
  },
} satisfies Meta<typeof SaleSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Points credited. */
export const Sent: Story = {};

/** The live estimate, as shown under the product lines (level multiplier ×1.5). */
export const Estimate: StoryObj<typeof PointsPreview> = {
  render: () => <PointsPreview total={1200} multiplier={1.5} />,
};
