import { Link } from '../routes/router';
import { buildPath, catalogueQueries } from '@campus/core';
import { Badge, ErrorState, Skeleton, useLocale, useQuery } from '@campus/ui';
import { paragraphs } from '../app/paragraphs';
import { useDateFormat } from '../app/use-date-format';
import { useSiteRoute } from '../routes/use-site-route';
import { NotFoundView } from './not-found-view';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';
import { loungeStyles } from '../styles/lounge.styles';
import { adoptPageStyles } from '../app/site-styles';

// The lounge's styles come with its chunk, not with the first load of every page.
adoptPageStyles([loungeStyles]);

/** The time of day of a transmission in the interface language and the browser's time zone (spec §9). */
function timeOf(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * The webinar lounge, webinars-lounge/{id} and trails/{id_trail}/webinars-lounge/{id} (spec §2): the waiting
 * room of a webinar — what it is, who speaks, when the transmission starts, its status and the person's
 * subscription — with the way back to the webinar.
 */
export default function WebinarLoungePage() {
  const t = useSiteT();
  const locale = useLocale();
  const formatDate = useDateFormat();
  const { params } = useSiteRoute();
  const id = Number(params['id']);
  const trailId = params['id_trail'];
  const valid = Number.isInteger(id) && id >= 1;
  // The catalogue's own entry for the webinar: a subscription made elsewhere (`enrolment`) refreshes it.
  const webinar = useQuery(valid ? catalogueQueries.detail(locale, 'webinars', id) : null);
  if (!valid) return <NotFoundView />;
  const back =
    trailId === undefined ? buildPath('webinar', { id }) : buildPath('trail-webinar', { id_trail: trailId, id });
  const data = webinar.data;
  return (
    <PageFrame title={data?.title ?? t('site.lounge.title')} intro={t('site.lounge.intro')}>
      <p className="site-back">
        <Link to={back}>{t('site.lounge.back')}</Link>
      </p>
      {webinar.status === 'loading' && <Skeleton lines={5} />}
      {webinar.status === 'error' && <ErrorState error={webinar.error} onRetry={webinar.retry} />}
      {data !== undefined && (
        <section className="site-lounge" aria-label={t('site.lounge.title')}>
          <dl className="site-facts">
            <div>
              <dt>{t('site.lounge.status')}</dt>
              <dd>
                <Badge>{t(`site.lounge.statuses.${data.webinar_status}`, { defaultValue: data.webinar_status })}</Badge>
              </dd>
            </div>
            {data.transmission_date !== null && (
              <div>
                <dt>{t('site.lounge.starts')}</dt>
                <dd>
                  {t('site.lounge.date_time', {
                    date: formatDate(data.transmission_date),
                    time: timeOf(data.transmission_date, locale),
                  })}
                </dd>
              </div>
            )}
            {data.speaker !== null && (
              <div>
                <dt>{t('site.lounge.speaker')}</dt>
                <dd>{data.speaker}</dd>
              </div>
            )}
            <div>
              <dt>{t('site.lounge.subscription')}</dt>
              <dd>{data.subscribed ? t('site.lounge.subscribed') : t('site.lounge.not_subscribed')}</dd>
            </div>
          </dl>
          {paragraphs(data.description).map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className="site-lounge__note" role="status">
            {data.webinar_status === 'opened'
              ? t('site.lounge.open_now')
              : data.webinar_status === 'finished'
                ? t('site.lounge.ended')
                : t('site.lounge.waiting')}
          </p>
        </section>
      )}
    </PageFrame>
  );
}
