import { Link } from '../routes/router';
import { surveyQueries } from '@campus/core';
import { formatDateTime, useLocale, useQuery } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/** The caller's open optional surveys (issue 24), each a link to `home/surveys/{id}`; nothing when there is none. */
export function OpenSurveys() {
  const t = useSiteT();
  const locale = useLocale();
  const open = useQuery(surveyQueries.open(locale), { isEmpty: () => false });
  const surveys = open.data?.results.filter((survey) => !survey.mandatory) ?? [];
  if (surveys.length === 0) return null;
  return (
    <section className="site-home__section" aria-labelledby="site-home-surveys">
      <h2 id="site-home-surveys">{t('site.home.surveys.title')}</h2>
      <ul className="site-home__surveys">
        {surveys.map((survey) => (
          <li key={survey.id}>
            <Link to={`/home/surveys/${survey.id}`}>{survey.title}</Link>
            {survey.end_at !== null && (
              <span className="site-home__survey-until">
                {' '}
                {t('site.home.surveys.until', { date: formatDateTime(survey.end_at, locale) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
