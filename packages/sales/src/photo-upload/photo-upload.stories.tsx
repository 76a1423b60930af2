import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from '@campus/core';
import { hangs, withFakeApi } from '../testing/story-campus.test-util';
import { TODAY } from '../testing/sales-fixtures.test-util';
import { PhotoResult, WeeklyLimitNotice } from './photo-result';
import { PhotoUpload } from './photo-upload';

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
