import { useNavigate } from 'react-router';
import { CompleteRegister } from '@campus/auth';
import { selectHomeRoute } from '@campus/core';
import { useParams, useT } from '@campus/ui';
import { PageFrame } from './page-frame';

/** complete-register (spec §2): the profile data still missing, then the client's home route. */
export default function CompleteRegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const home = useParams(selectHomeRoute);
  return (
    <PageFrame title={t('site.pages.complete_register')} width="narrow">
      <CompleteRegister onCompleted={() => void navigate(home)} />
    </PageFrame>
  );
}
