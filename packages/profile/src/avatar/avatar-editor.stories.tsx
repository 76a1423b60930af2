import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { profileSchema } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { storedProfile } from '../testing/profile-fixtures.test-util.js';
import { AvatarEditor } from './avatar-editor.js';
import { avatarEditorStyles } from './avatar-editor.styles.js';

if (typeof document !== 'undefined') adoptStyles(document, [avatarEditorStyles]);

/** The avatar routes on a stored profile without avatar; `parameters.refuse` answers every upload with that code. */
const withAvatarApi = withStoryCampus((context) => {
  let profile = storedProfile({ avatar: null });
  const refuse = context.parameters['refuse'] as string | undefined;
  return {
    uploads: true,
    session: LEARNER_SESSION,
    api: createFakeApi({
      [`GET ${ACCOUNT_PATHS.profile}`]: () => answer(profileSchema, profile),
      // The stored picture is left out so the story needs no image server: the editor shows "no picture" again.
      [`POST ${ACCOUNT_PATHS.avatar}`]: () =>
        refuse
          ? { status: 422, body: { code: refuse, message: refuse } }
          : answer(profileSchema, (profile = { ...profile, avatar: null })),
      [`DELETE ${ACCOUNT_PATHS.avatar}`]: () => answer(profileSchema, (profile = { ...profile, avatar: null })),
    }),
  };
});

const meta = {
  title: 'Profile/AvatarEditor',
  component: AvatarEditor,
  decorators: [withAvatarApi],
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: choose an image, crop it (keyboard, sliders or dragging), save. */
export const NoPicture: Story = {};

/** The server refuses the image: the message shows in the person's language and the crop stays. */
export const Refused: Story = { parameters: { refuse: 'invalid_image' } };
