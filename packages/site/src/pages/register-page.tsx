import { useNavigate } from '../routes/router';
import { authStyles, Register } from '@campus/auth';
import { buildPath } from '@campus/core';
import type { RegistrationVariant } from '@campus/core/api';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

const VARIANTS: Readonly<Record<string, RegistrationVariant>> = {
  register: 'register',
  'register-seven-trade': 'register-seven-trade',
  'register-pop-trade': 'register-pop-trade',
};

/** register, register-seven-trade and register-pop-trade (spec §2); a created account goes to register-success. */
export default function RegisterPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { name } = useSiteRoute();
  const variant = VARIANTS[name] ?? 'register';
  return (
    <PageFrame title={t(`site.pages.${variant.replaceAll('-', '_')}`)} width="narrow">
      <Register
        variant={variant}
        onRegistered={(detail) =>
          void navigate(`${buildPath('register-success')}?status=${encodeURIComponent(detail.status)}`)
        }
      />
    </PageFrame>
  );
}
