import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MemoryRealtime } from '@campus/core';
import type { Transmission } from '@campus/core/schemas';
import { useCampus } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { createLiveApi, LIVE_ACTIVITY, LIVE_AREA, LIVE_CLASS_ID, liveTransmission } from './live-fixtures.test-util.js';
import { LiveViewer } from './live-viewer.js';

// The fake API of the story on screen (stories render one at a time): the story moves the transmission through it.
let storyApi: ReturnType<typeof createLiveApi> | undefined;

/** The viewer as the player mounts it; with `then`, the server moves the class a moment later and announces it. */
function LiveStory({ then }: { then?: Transmission }) {
  const campus = useCampus();
  useEffect(() => {
    if (then === undefined) return undefined;
    const timer = setTimeout(() => {
      storyApi?.set(then);
      // The story's Campus is the test kit's: its realtime is in memory.
      (campus.realtime as MemoryRealtime).emit({ area: LIVE_AREA, item_id: LIVE_CLASS_ID }, 'transmission');
    }, 300);
    return () => clearTimeout(timer);
  }, [campus, then]);
  return (
    <LiveViewer
      campus={campus}
      activity={LIVE_ACTIVITY}
      holder={{ kind: 'live-classes', id: String(LIVE_CLASS_ID) }}
      report={async () => {}}
      onState={() => {}}
      onStatement={() => {}}
    />
  );
}

const meta = {
  title: 'Player/LiveViewer',
  component: LiveStory,
  decorators: [
    withStoryCampus((context) => {
      storyApi = createLiveApi((context.parameters['transmission'] as Transmission | undefined) ?? liveTransmission());
      return { api: storyApi, session: true };
    }),
  ],
} satisfies Meta<typeof LiveStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the class: its date in the browser's zone, a countdown, how it repeats, the class's status. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer')).toBeVisible();
  },
};

/** Live, for a learner who has not subscribed (a full class): the invitation instead of the stream. */
export const LiveNotSubscribed: Story = {
  parameters: {
    transmission: liveTransmission({ transmission_status: 'live', subscribed: false, live_class_status: 'no_vacancy' }),
  },
};

/** After the class, which had no recording. */
export const FinishedWithoutRecording: Story = {
  parameters: {
    transmission: liveTransmission({
      transmission_status: 'finished',
      has_recording: false,
      live_class_status: 'finished',
    }),
  },
};

/** Watched while waiting, the class ends: the view changes without a reload and the status region says so. */
export const EndsInRealTime: Story = {
  args: {
    then: liveTransmission({ transmission_status: 'finished', has_recording: false }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/A transmissão terminou\.|The broadcast has ended\./, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/**
 * Live on YouTube (a stream hosted outside the platform): the embed, and under it a note that it needs the internet
 * with a link to open it (offline, the note replaces the embed).
 */
export const LiveOnYoutube: Story = {
  parameters: {
    transmission: liveTransmission({
      transmission_status: 'live',
      stream: { kind: 'youtube', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: /Abrir a transmissão em uma nova aba|Open the broadcast in a new tab/ }),
    ).toBeVisible();
  },
};
