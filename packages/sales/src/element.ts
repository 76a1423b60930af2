/**
 * `@campus/sales/element`: registers `<campus-sales-form>` and `<campus-photo-upload>` (side effect of
 * importing this module). Each renders in an open shadow root with the tokens, the toolkit and the sales
 * styles adopted as constructable stylesheets, and dispatches `campus-sale-submitted` / `campus-photo-uploaded`.
 * @packageDocumentation
 */
import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import type { PhotoUploadedDetail, SaleSubmittedDetail } from './events.js';
import { PhotoUpload } from './photo-upload/photo-upload.js';
import type { PhotoUploadProps } from './photo-upload/photo-upload.js';
import { salesStyles } from './sales.styles.js';
import { SalesForm } from './sales-form/sales-form.js';
import type { SalesFormProps } from './sales-form/sales-form.js';

const SHARED_PARTS = {
  title: 'The widget heading.',
  form: 'The form.',
  field: 'A labelled field (label, hint, control, error) of the toolkit.',
  alert: 'The message of a refused submission (spec §8 text), focused after the refusal.',
  result: 'The success screen with the points credited.',
  'result-points': 'The points credited.',
  progress: 'The upload progress bar (from the toolkit).',
  loading: 'The placeholder shown during the first load.',
};

// The docs feed the element manifest and reference (`npm run manifest`, run from source). Production bundles
// (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const SALES_FORM_DOCS: ElementDocs<SalesFormProps> = {
  description:
    'Report a sale (spec §2 insert-sales): campaign selection, retail chain and participating store, sale date ' +
    'within the 15-day window and the campaign, invoice number and photo (camera on phones, downscaled before ' +
    'upload, with progress), product lines, observation and a live points estimate, every rule error inline and ' +
    'from the server; then "my sales" with the audit status and a way to correct and resend a rejected sale.',
  attributes: {
    tab: {
      description: 'The view shown first: `report` (the form) or `mine` (the member’s sales).',
      default: 'report',
    },
  },
  events: {
    onSaleSubmitted:
      'A sale was accepted: `detail` is `{ id, total_points, status, invoice_number, store_id, sale_date }`; the ' +
      'points are already credited (they may still be audited).',
  },
  parts: {
    'sales-form': 'The whole widget.',
    ...SHARED_PARTS,
    campaign: 'The campaign picker.',
    tablist: 'The “report a sale” / “my sales” tabs (from the toolkit).',
    products: 'The product lines.',
    'product-line': 'One product line (brand → type → processor → form factor → SKU, quantity).',
    'line-points': 'A line’s estimated points.',
    textarea: 'The observation field.',
    'points-preview': 'The live total-points estimate.',
    notice: 'The note shown while correcting a rejected sale.',
    'my-sales': 'The list of the member’s sales.',
    sale: 'One sale with its status.',
    rejection: 'The reason a sale was rejected.',
  },
  cssProperties: {
    '--campus-sales-accent': {
      description: 'Colour of the points estimate’s edge.',
      default: 'var(--campus-color-primary)',
    },
  },
};

const PHOTO_UPLOAD_DOCS: ElementDocs<PhotoUploadProps> = {
  description:
    'Send a store photo (spec §2 upload-photos): photo type and store, the photo (camera on phones, downscaled ' +
    'before upload, with progress), the points credited, and the weekly limit (one per type, store and week) ' +
    'with the next day a photo may be sent.',
  events: {
    onPhotoUploaded:
      'A store photo was accepted: `detail` is `{ id, points, photo_type_id, store_id, week_start, ' +
      'next_allowed_date }`.',
  },
  parts: {
    'photo-upload': 'The whole widget.',
    ...SHARED_PARTS,
    'weekly-limit': 'The weekly limit message with the next allowed date.',
  },
  cssProperties: {
    '--campus-sales-accent': { description: 'Colour of accents.', default: 'var(--campus-color-primary)' },
  },
};

defineElement<SalesFormProps>('campus-sales-form', SalesForm, {
  attributes: { tab: 'string' },
  events: { onSaleSubmitted: 'campus-sale-submitted' },
  styles: [salesStyles],
  ...(withDocs ? { docs: SALES_FORM_DOCS } : {}),
});

defineElement<PhotoUploadProps>('campus-photo-upload', PhotoUpload, {
  events: { onPhotoUploaded: 'campus-photo-uploaded' },
  styles: [salesStyles],
  ...(withDocs ? { docs: PHOTO_UPLOAD_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-sales-form': HTMLElement & { tab?: string };
    'campus-photo-upload': HTMLElement;
  }
}

export type { PhotoUploadedDetail, SaleSubmittedDetail };

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
