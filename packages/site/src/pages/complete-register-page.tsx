import { useNavigate } from '../routes/router';
import { authStyles, CompleteRegister } from '@campus/auth';
import { selectHomeRoute } from '@campus/core';
import { useParams } from '@campus/ui';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

/** complete-register (spec §2): the profile data still missing, then the client's home route. */
export default function CompleteRegisterPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const home = useParams(selectHomeRoute);
  return (
    <PageFrame title={t('site.pages.complete_register')} width="narrow">
      <CompleteRegister onCompleted={() => void navigate(home)} />
    </PageFrame>
  );
}
