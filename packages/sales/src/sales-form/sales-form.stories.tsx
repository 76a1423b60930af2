import type { Meta, StoryObj } from '@storybook/react-vite';
import { campaigns, PREVIOUS_CAMPAIGN_ID, sale, salesInEveryStatus } from '../testing/sales-fixtures.test-util';
import { hangs, storesFail, withFakeApi } from '../testing/story-campus.test-util';
import { SalesForm } from './sales-form';

const meta = {
  title: 'Sales/SalesForm',
  component: SalesForm,
  decorators: [withFakeApi],
  argTypes: { onSaleSubmitted: { action: 'campus-sale-submitted' } },
} satisfies Meta<typeof SalesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form in the active campaign: chain → store, date, invoice and photo, product lines, estimate. */
export const ReportASale: Story = { parameters: { api: { sales: salesInEveryStatus() } } };

/** "Minhas vendas": every status, the rejection reason and "Corrigir e reenviar". */
export const MySales: Story = { args: { tab: 'mine' }, parameters: { api: { sales: salesInEveryStatus() } } };

/** No sale yet in the campaign. */
export const MySalesEmpty: Story = { args: { tab: 'mine' }, parameters: { api: { sales: [] } } };

/** A previous campaign is selected: its sales, and a way back to the active one. */
export const PreviousCampaign: Story = {
  parameters: {
    api: {
      campaigns: campaigns({ selected_campaign_id: PREVIOUS_CAMPAIGN_ID }),
      sales: [sale({ campaign_id: PREVIOUS_CAMPAIGN_ID, invoice_number: 'NF-0500' })],
    },
  },
};

/** Between campaigns: nothing to report in. */
export const NoActiveCampaign: Story = {
  parameters: { api: { campaigns: campaigns({ active: [] }), stores: { active_campaign_id: null, retailers: [] } } },
};

/** The member is linked to no store. */
export const NoStores: Story = { parameters: { api: { stores: { active_campaign_id: 7, retailers: [] } } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Loading failed: the message and a retry. */
export const LoadFailed: Story = { parameters: { api: { fail: storesFail } } };

/** Nobody signed in yet: an invitation, and no request. */
export const SignedOut: Story = { parameters: { signedOut: true } };
