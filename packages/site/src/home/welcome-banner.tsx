import { useLayoutEffect } from 'react';
import { Link } from '../routes/router';
import { platformQueries, selectWelcomeBanners } from '@campus/core';
import { Skeleton, useCampus, useCampusStore, useMediaUrl, useQuery } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/**
 * The welcome banner of the home (spec §2 home, §3 `welcome_banner`): the slides showing now, from the API into
 * the persisted store (so they show at once on the next visit); each may link to a route or a page, and can be
 * dismissed until the next load. Every slide has the same fixed image height and minimum height (page.styles.ts),
 * so the placeholder shown while the first answer loads takes the space the slides will take.
 */
export function WelcomeBanner() {
  const t = useSiteT();
  const campus = useCampus();
  const media = useMediaUrl();
  const answer = useQuery(platformQueries.welcomeBanner(), { isEmpty: () => false });
  // Stored before the browser paints: with a plain effect (which Preact runs after a paint) a first visit's frame
  // between the answer and the store showed neither the placeholder nor the slides, and the page below jumped up,
  // then down again (CLS 0.6 on the home).
  useLayoutEffect(() => {
    if (answer.data !== undefined) campus.stores.welcomeBanner.getState().setWelcomeBanner(answer.data.welcome_banner);
  }, [campus, answer.data]);
  const slides = useCampusStore('welcomeBanner', selectWelcomeBanners);
  // Nothing stored from a previous visit yet: a placeholder of the banner's size holds its place, so the page
  // below does not jump down when the slides arrive (a layout shift, CLS).
  if (slides.length === 0) return answer.status === 'loading' ? <WelcomeBannerPlaceholder /> : null;

  return (
    <section className="site-banner" aria-label={t('site.home.banner_label')}>
      <ul className="site-banner__slides">
        {slides.map((slide) => {
          const image = media(slide.image);
          const title = slide.title ?? t('site.home.banner_label');
          return (
            <li key={String(slide.id)} className="site-banner__slide">
              {image !== null && <img src={image} alt="" className="site-banner__image" />}
              <div className="site-banner__text">
                <h2 className="site-banner__title">{title}</h2>
                {typeof slide.description === 'string' && <p>{slide.description}</p>}
                {slide.link !== undefined &&
                  (slide.link.startsWith('/') ? (
                    <Link to={slide.link} className="site-banner__link">
                      {t('site.home.banner_open', { title })}
                    </Link>
                  ) : (
                    <a href={slide.link} className="site-banner__link" rel="noopener noreferrer" target="_blank">
                      {t('site.home.banner_open', { title })}
                    </a>
                  ))}
              </div>
              <button
                type="button"
                className="site-banner__dismiss"
                aria-label={t('site.home.banner_dismiss', { title })}
                onClick={() => campus.stores.welcomeBanner.getState().dismissWelcomeBanner(slide.id)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The banner's shape while its first answer loads: one slide's image and text, hidden from assistive technology. */
function WelcomeBannerPlaceholder() {
  return (
    <div className="site-banner" aria-hidden="true" data-loading="true">
      <div className="site-banner__slides">
        <div className="site-banner__slide">
          <span className="site-banner__image site-banner__image--placeholder" />
          <div className="site-banner__text">
            <Skeleton lines={3} />
          </div>
        </div>
      </div>
    </div>
  );
}
