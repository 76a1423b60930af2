import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from '@campus/core/rules';
import { expect, within } from 'storybook/test';
import { hangs, uploadsHang, withFakeApi } from '../testing/story-campus.test-util.js';
import { STORE_PAULISTA, TODAY } from '../testing/sales-fixtures.test-util.js';
import { choosePhotoSlot, expectAlert, sendPhoto } from '../testing/story-play.test-util.js';
import { PhotoResult, WeeklyLimitNotice } from './photo-result.js';
import { PhotoUpload } from './photo-upload.js';

const meta = {
  title: 'Sales/PhotoUpload',
  component: PhotoUpload,
  decorators: [withFakeApi],
  argTypes: { onPhotoUploaded: { action: 'campus-photo-uploaded' } },
} satisfies Meta<typeof PhotoUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo type, store and photo. */
export const SendAPhoto: Story = {};

/** The programme has no photo types. */
export const NoPhotoTypes: Story = { parameters: { api: { photoTypes: { photo_types: [] } } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Loading failed: the message and a retry. */
export const LoadFailed: Story = {
  parameters: {
    api: { fail: (_m: string, p: string) => (p === '/api/photo-types/' ? { status: 500, code: 'x' } : undefined) },
  },
};

/** Nobody signed in yet. */
export const SignedOut: Story = { parameters: { signedOut: true } };

/** The photo was accepted: its points and the next allowed day. */
export const Sent: Story = {
  render: () => (
    <PhotoResult
      photo={{ id: 71, points: 50, week_start: TODAY, next_allowed_date: addDays(TODAY, 7) }}
      onAnother={() => undefined}
    />
  ),
};

/** The weekly limit, with the spec's message and the next allowed day. */
export const WeeklyLimit: Story = {
  render: () => (
    <WeeklyLimitNotice
      nextAllowedDate={addDays(TODAY, 3)}
      message="Uma foto deste tipo já foi enviada para esta loja nesta semana. Tente novamente a partir de segunda-feira."
    />
  ),
};

/** Sending: the upload's progress bar, the button busy. */
export const Sending: Story = {
  parameters: { api: { fail: uploadsHang } },
  play: async ({ canvasElement }) => {
    await choosePhotoSlot(canvasElement, { withPhoto: true });
    await sendPhoto(canvasElement);
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

/** Sent with nothing chosen: the type, the store and the photo each say what they need. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText(/^Tipo de foto( \*)?$/, {}, { timeout: 5000 });
    await sendPhoto(canvasElement);
    await expect(await within(canvasElement).findByText('Selecione o tipo de foto.')).toBeVisible();
  },
};

/** A store outside the active campaign: refused before sending. */
export const StoreNotParticipating: Story = {
  play: async ({ canvasElement }) => {
    await choosePhotoSlot(canvasElement, {
      store: 'Vale Sul — Rede Vale (não participa da campanha)',
      withPhoto: true,
    });
    await sendPhoto(canvasElement);
    await expect(await within(canvasElement).findByText('Esta loja não participa da campanha.')).toBeVisible();
  },
};

/** This week's shop window already reached the store: the limit and the next Monday, before any file. */
export const LimitKnownUpFront: Story = {
  parameters: { api: { photosSent: [`31:${STORE_PAULISTA}`] } },
  play: async ({ canvasElement }) => {
    await choosePhotoSlot(canvasElement);
    await expectAlert(canvasElement, 'Limite semanal atingido');
  },
};
