// Storybook support: each check-in story gets its own Campus whose API is the fake (fixtures, never the network),
// in the language of the toolbar. Test-only: kept out of the package build.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { adoptStyles, CampusProvider } from '@campus/ui';
import { checkInStyles } from '../check-in.styles';
import { createFakeApi, createFakeCampus } from './fake-api.test-util';
import type { FakeApiOptions } from './fake-api.test-util';

// Stories render in the light DOM: adopt the check-in styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [checkInStyles]);

interface StoryCampusProps {
  api: FakeApiOptions;
  locale: string;
  signedIn: boolean;
  children: ReactNode;
}

function StoryCampus({ api, locale, signedIn, children }: StoryCampusProps) {
  const campus = useMemo(() => createFakeCampus(createFakeApi(api), locale, signedIn), [api, locale, signedIn]);
  return <CampusProvider campus={campus}>{children}</CampusProvider>;
}

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi: Decorator = (Story, context) => {
  const api = (context.parameters['api'] as FakeApiOptions | undefined) ?? {};
  const locale = typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'pt-BR';
  return (
    <StoryCampus api={api} locale={locale} signedIn={context.parameters['signedOut'] !== true}>
      <Story />
    </StoryCampus>
  );
};

/**
 * A PNG of a QR code holding `text`, drawn in the browser by `qrcode`, as a file the picture input takes: the
 * story then decodes it with the widget's own reader (BarcodeDetector or jsQR).
 */
export async function qrPngFile(text: string, name = 'qr-evento.png'): Promise<File> {
  const url = await QRCode.toDataURL(text, { margin: 4, scale: 8 });
  const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
