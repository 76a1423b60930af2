// Storybook support: each check-in story gets its own Campus (the test kit's) whose API is the check-in fake
// (fixtures, never the network), in the language of the toolbar. Test-only.
import QRCode from 'qrcode';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { checkInStyles } from '../check-in/check-in.styles.js';
import { createCheckInApi } from './fake-api.test-util.js';
import type { CheckInApiOptions } from './fake-api.test-util.js';

// Stories render in the light DOM: adopt the check-in styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [checkInStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi = withStoryCampus((context) => ({
  api: createCheckInApi((context.parameters['api'] as CheckInApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] !== true,
}));

/**
 * A PNG of a QR code holding `text`, drawn in the browser by `qrcode`, as a file the picture input takes: the
 * story then decodes it with the widget's own reader (BarcodeDetector or jsQR).
 */
export async function qrPngFile(text: string, name = 'qr-evento.png'): Promise<File> {
  const url = await QRCode.toDataURL(text, { margin: 4, scale: 8 });
  const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
