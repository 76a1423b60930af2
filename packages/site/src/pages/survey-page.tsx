import { useNavigate } from '../routes/router';
import { Survey, surveyStyles } from '@campus/community';
import { adoptStyles } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';

// The widget's styles travel with this page's chunk (constructable stylesheets, adopted once).
if (typeof document !== 'undefined') adoptStyles(document, [surveyStyles]);

/**
 * home/surveys/{survey_id} (spec §2; issue 24): one survey, answered once. "Continue" leads back to the home, which
 * asks for the next mandatory survey, if any, or opens.
 */
export default function SurveyPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { params } = useSiteRoute();
  return (
    <PageFrame title={t('site.pages.survey')} width="narrow">
      <Survey
        surveyId={params['survey_id'] ?? ''}
        headingLevel={2}
        continueHref="/home"
        onContinue={() => void navigate('/home')}
      />
    </PageFrame>
  );
}
