import type { Meta, StoryObj } from '@storybook/react-vite';
import { salesInEveryStatus } from '../testing/sales-fixtures.test-util.js';
import { withFakeApi } from '../testing/story-campus.test-util.js';
import { SaleCard } from './sale-card.js';

const [credited, rejected, underAudit, approved] = salesInEveryStatus();

const meta = {
  title: 'Sales/SaleCard',
  component: SaleCard,
  decorators: [withFakeApi],
  args: { sale: credited ?? salesInEveryStatus()[0]!, onResubmit: () => undefined },
} satisfies Meta<typeof SaleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Points credited, not audited yet. */
export const Credited: Story = {};
/** Held while a level-up is audited. */
export const UnderAudit: Story = { args: { sale: underAudit! } };
/** Audited and approved. */
export const Approved: Story = { args: { sale: approved! } };
/** Rejected with the reason, and "Corrigir e reenviar". */
export const Rejected: Story = { args: { sale: rejected! } };
