import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '../routes/router';
import { assessmentQueries } from '@campus/core';
import type { Campus } from '@campus/core';
import { drillActivityPath, drillGatePath } from '@campus/core/rules';
import { formatCalendarDay, useLocale, useQuery, useSession } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/** Where a learner with an overdue drill may still go: signing out and reading the institutional pages. */
const ALWAYS_REACHABLE = /^\/(login|about|contact-us|support|faq|terms-and-conditions|privacy-policy|cookies)(\/|$)/;

/** The session's banner dismissal lasts until the tab is closed (the drills stay pending on the server). */
const DISMISSED_KEY = 'campus.drills-banner.dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The mandatory drills of the session's flags (spec §3 `has_mandatory_drills`, `has_close_banner_drills`): a banner
 * under the header naming the first pending drill with a link to it, which the learner may close while no drill is
 * past its last day (`has_close_banner_drills`); once one is, the banner stays and the site leads the learner to
 * that drill's course from every page but the institutional ones (core's `drillGatePath`).
 */
export function DrillsBanner() {
  const t = useSiteT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useSession((state) => state.id !== null && state.has_mandatory_drills);
  const closable = useSession((state) => state.has_close_banner_drills);
  const [dismissed, setDismissed] = useState(readDismissed);
  const answer = useQuery(pending ? assessmentQueries.drills() : null);
  const drills = answer.data?.results ?? [];
  const gate = closable ? null : drillGatePath(pathname, drills, (path) => ALWAYS_REACHABLE.test(path));

  useEffect(() => {
    if (gate !== null) void navigate(gate, { replace: true });
  }, [gate, navigate]);

  const [first] = drills;
  if (!pending || first === undefined || (closable && dismissed)) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Storage refused (private mode): the banner stays closed until the next page load.
    }
  };
  return (
    <section className="site-drills" aria-label={t('site.drills.label')}>
      <p className="site-drills__text">
        {t(first.overdue ? 'site.drills.overdue' : 'site.drills.pending', { count: drills.length })}{' '}
        {first.until !== null && (
          <span>{t('site.drills.until', { title: first.title, date: formatCalendarDay(first.until, locale) })}</span>
        )}
      </p>
      <Link className="site-drills__link" to={drillActivityPath(first)}>
        {t('site.drills.open', { title: first.title })}
      </Link>
      {closable && (
        <button type="button" className="site-drills__close" onClick={dismiss} aria-label={t('site.drills.close')}>
          ×
        </button>
      )}
    </section>
  );
}

/** Starts the drills' request into the instance's query cache (the banner mounting later reuses it). */
export function prefetchDrills(campus: Campus): void {
  campus.query.prefetch(assessmentQueries.drills());
}
