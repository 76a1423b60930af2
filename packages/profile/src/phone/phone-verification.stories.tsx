import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { profileSchema } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { storedProfile } from '../testing/profile-fixtures.test-util.js';
import { PhoneVerification } from './phone-verification.js';
import { phoneVerificationStyles } from './phone-verification.styles.js';

if (typeof document !== 'undefined') adoptStyles(document, [phoneVerificationStyles]);

/** The phone routes: the code is 123456; `parameters.verified` starts verified. */
const withPhoneApi = withStoryCampus((context) => {
  let profile = storedProfile({ phone_mobile_verified: context.parameters['verified'] === true });
  return {
    session: LEARNER_SESSION,
    api: createFakeApi({
      [`GET ${ACCOUNT_PATHS.profile}`]: () => answer(profileSchema, profile),
      [`POST ${ACCOUNT_PATHS.phoneVerificationSend}`]: () => ({
        status: 200,
        body: { message: 'Código enviado.', start_time: Date.now(), duration: 300, expires_in: 600 },
      }),
      [`POST ${ACCOUNT_PATHS.phoneVerificationVerify}`]: ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return { status: 422, body: { code: 'invalid_verification_code', message: 'Código inválido.' } };
        }
        profile = { ...profile, phone_mobile_verified: true };
        return { status: 200, body: { message: 'Telefone verificado.', phone_type: 'mobile', verified: true } };
      },
    }),
  };
});

const meta = {
  title: 'Profile/PhoneVerification',
  component: PhoneVerification,
  decorators: [withPhoneApi],
} satisfies Meta<typeof PhoneVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not verified: send a code (then the 300 s countdown), type 123456. */
export const NotVerified: Story = {};

/** Already verified. */
export const Verified: Story = { parameters: { verified: true } };
