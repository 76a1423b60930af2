import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from '@campus/core/rules';
import { expect, userEvent, within } from 'storybook/test';
import {
  campaigns,
  PREVIOUS_CAMPAIGN_ID,
  sale,
  salesInEveryStatus,
  TODAY,
} from '../testing/sales-fixtures.test-util.js';
import { hangs, saleRefused, storesFail, uploadsHang, withFakeApi } from '../testing/story-campus.test-util.js';
import { chooseInvoicePhoto, expectAlert, fillSale, sendSale } from '../testing/story-play.test-util.js';
import { SalesForm } from './sales-form.js';

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

/** Sent with nothing filled in, and a sale date past the 15-day window: each rule's message on its field. */
export const InlineRuleErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/^Data da venda( \*)?$/, {}, { timeout: 5000 }),
      addDays(TODAY, -16),
    );
    await sendSale(canvasElement);
    await expectAlert(canvasElement, 'Corrija os campos destacados para enviar a venda.');
  },
};

/** The server refuses the invoice number (sent before in this campaign): the message on the field, nothing lost. */
export const InvoiceAlreadySent: Story = {
  parameters: { api: { sales: [], fail: saleRefused('invoice_already_sent', 'invoice_number') } },
  play: async ({ canvasElement }) => {
    await fillSale(canvasElement, 'NF-1001');
    await sendSale(canvasElement);
    await expectAlert(canvasElement, /nota fiscal/);
  },
};

/** The server refuses the store: it left the campaign after the page loaded. */
export const StoreNotParticipating: Story = {
  parameters: { api: { fail: saleRefused('store_not_participating', 'store') } },
  play: async ({ canvasElement }) => {
    await fillSale(canvasElement, 'NF-3001');
    await sendSale(canvasElement);
    await expectAlert(canvasElement, /campanha/);
  },
};

/** On its way: the progress bar of the upload, the button busy, a second press sends nothing. */
export const Sending: Story = {
  parameters: { api: { fail: uploadsHang } },
  play: async ({ canvasElement }) => {
    await fillSale(canvasElement, 'NF-3002');
    await sendSale(canvasElement);
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

/** "Corrigir e reenviar" on a rejected sale: the form prefilled from it, with a notice. */
export const CorrectingARejectedSale: Story = {
  args: { tab: 'mine' },
  parameters: { api: { sales: salesInEveryStatus() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Corrigir e reenviar/ }, { timeout: 5000 }));
    await expect(await canvas.findByText(/^Corrigindo a venda da nota fiscal /)).toBeVisible();
  },
};

/** The invoice photo chosen: its preview, before it is downscaled and sent. */
export const PhotoChosen: Story = {
  play: async ({ canvasElement }) => {
    await chooseInvoicePhoto(canvasElement);
    await expect(await within(canvasElement).findByRole('img')).toBeVisible();
  },
};
