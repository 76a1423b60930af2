import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckIn } from './check-in.js';
import { demoEvents, QR_SECRETS } from '../testing/checkin-fixtures.test-util.js';
import { qrPngFile, withFakeApi } from '../testing/story-campus.test-util.js';

const meta = {
  title: 'Check-in/CheckIn',
  component: CheckIn,
  decorators: [withFakeApi],
  args: { method: 'code' },
  argTypes: { onCheckedIn: { action: 'campus-checked-in' } },
} satisfies Meta<typeof CheckIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a code into the boxes and submits it. */
async function submitCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Dígito 1 de 6' }));
  await userEvent.keyboard(code);
  await userEvent.click(canvas.getByRole('button', { name: 'Fazer check-in' }));
}

/** A story that submits `code` and shows the alert the server's refusal gives. */
function refused(code: string, api: Story['parameters'] = {}): Story {
  return {
    parameters: api,
    play: async ({ canvasElement }) => {
      await submitCode(canvasElement, code);
      await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    },
  };
}

/** A Creator-level member: the code form and the events (now, next, past). */
export const CodeForm: Story = {};

/** Nobody signed in: an invitation, and no request to the API. */
export const SignedOut: Story = { parameters: { signedOut: true } };

/** The events are loading. */
export const Loading: Story = { parameters: { api: { fail: () => 'hang' } } };

/** The events could not load: the §8 message with a retry. */
export const LoadFailed: Story = { parameters: { api: { fail: () => ({ status: 500, code: 'server_error' }) } } };

/** No event published yet. */
export const NoEvents: Story = { parameters: { api: { events: [] } } };

/** Below the creator level: the reason instead of the check-in, and on each event. */
export const BelowCreatorLevel: Story = { parameters: { api: { level: 'basic' } } };

/** The member checked in to the event happening now: points and balance. */
export const CheckedIn: Story = {
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement, '246810');
    await expect(await within(canvasElement).findByText('Check-in confirmado!')).toBeVisible();
  },
};

/** The code is on its way: the button is busy and a second press sends nothing. */
export const Sending: Story = {
  parameters: { api: { fail: (method: string) => (method === 'POST' ? 'hang' : undefined) } },
  play: async ({ canvasElement }) => submitCode(canvasElement, '246810'),
};

/** An incomplete code is caught before sending. */
export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => submitCode(canvasElement, '2468'),
};

/** §8 "Invalid event code: confirm with the organizer". */
export const WrongCode: Story = refused('999999');

/** The event has not begun (or has ended). */
export const EventNotOpen: Story = refused('135790');

/** The member already checked in to this event. */
export const AlreadyCheckedIn: Story = refused('246810', {
  api: {
    events: demoEvents().map((entry, index) =>
      index === 0 ? { ...entry, event: { ...entry.event, checked_in_at: '2026-03-10T10:15:00-03:00' } } : entry,
    ),
  },
});

/** The server refuses for the level (the level changed since the list loaded). */
export const LevelRequired: Story = refused('246810', {
  api: { fail: (method: string) => (method === 'POST' ? { status: 403, code: 'events_level_required' } : undefined) },
});

/** Five wrong codes in ten minutes: when to try again, and the form locked until then. */
export const TooManyAttempts: Story = refused('123456', { api: { maxWrongCodes: 0 } });

/** No connection: the network message; a retry sends the same Idempotency-Key. */
export const NetworkFailure: Story = refused('246810', {
  api: { fail: (method: string) => (method === 'POST' ? 'network' : undefined) },
});

/** The camera method before the camera is opened (it opens only when asked). */
export const Camera: Story = { args: { method: 'camera' } };

/** The picture method: a photo or screenshot of the event's QR code. */
export const Picture: Story = { args: { method: 'picture' } };

/** A real QR code image, decoded in the browser (BarcodeDetector or jsQR), checks the member in. */
export const PictureCheckedIn: Story = {
  args: { method: 'picture' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Imagem com o QR code do evento');
    await userEvent.upload(input, await qrPngFile(QR_SECRETS.open));
    await expect(await canvas.findByText('Check-in confirmado!', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A QR code that is not an event's: said so, and nothing sent. */
export const PictureNotAnEvent: Story = {
  args: { method: 'picture' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Imagem com o QR code do evento');
    await userEvent.upload(input, await qrPngFile('https://example.com/promocao'));
    await expect(
      await canvas.findByText(/Este QR code não é de um evento do programa/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
