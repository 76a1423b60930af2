import { useEffect } from 'react';
import { surveyQueries } from '@campus/core';
import { useCampus, useLocale, useQuery, useSession } from '@campus/ui';

/** What the home does first: wait, go to a mandatory survey, or open. */
export type MandatorySurveyGate =
  { readonly kind: 'checking' } | { readonly kind: 'survey'; readonly path: string } | { readonly kind: 'open' };

/**
 * The session's `has_mandatory_surveys` (spec §3; issue 24): while it is set, the home asks for the caller's open
 * surveys and sends the person to the first mandatory one before anything else; once none is left (answered, or
 * closed since the sign-in) the flag is cleared and the home opens. A failed list does not lock the home.
 */
export function useMandatorySurveyGate(): MandatorySurveyGate {
  const campus = useCampus();
  const locale = useLocale();
  const pending = useSession((state) => state.id !== null && state.has_mandatory_surveys);
  const open = useQuery(pending ? surveyQueries.open(locale) : null, { isEmpty: () => false });
  const first = open.data?.results.find((survey) => survey.mandatory);
  const settled = pending && open.status === 'success' && first === undefined;

  useEffect(() => {
    if (settled) campus.stores.session.getState().setFlags({ has_mandatory_surveys: false });
  }, [settled, campus]);

  if (!pending || open.status === 'error') return { kind: 'open' };
  if (first !== undefined) return { kind: 'survey', path: `/home/surveys/${first.id}` };
  return open.status === 'success' ? { kind: 'open' } : { kind: 'checking' };
}
