import { useId, useMemo, useState } from 'react';
import { Link } from '../routes/router';
import { buildPath, createDocumentCookieJar, selectIsSignedIn, selectLoginConfig } from '@campus/core';
import { acceptCookiesPolicy } from '@campus/core/api';
import type { CookieJar } from '@campus/core';
import { Button, Checkbox, Dialog, useCampus, useCampusStore, useParams, useSession } from '@campus/ui';
import { readCookieChoice, recordCookieChoice, shouldShowCookieBanner } from './cookie-choice';
import type { CookieChoice } from './cookie-choice';
import { paragraphs } from '../app/paragraphs';
import { useSiteT } from '../messages/site-messages';

/** Props of {@link CookieConsent}. */
export interface CookieConsentProps {
  /** Where the choice cookie lives. @default the document's cookies */
  jar?: CookieJar;
}

/**
 * Cookie consent over the core cookie-policy store (spec §2 "Cookie settings", §3 `accept_cookies`,
 * `policy_modal`, `policy_preferences_modal`): a banner until a choice is made, the policy dialog, and the
 * preferences dialog (also opened from the footer). Optional cookies can be refused only when the client's
 * params say `cookies_optional`; otherwise the banner asks to accept the essential ones. A signed-in person's
 * choice is also saved on the account (`POST /accounts/accept_cookies/`).
 */
export function CookieConsent({ jar: givenJar }: CookieConsentProps) {
  const t = useSiteT();
  const campus = useCampus();
  const jar = useMemo(() => givenJar ?? createDocumentCookieJar(), [givenJar]);
  const [choice, setChoice] = useState<CookieChoice | undefined>(() => readCookieChoice(jar));
  const accepted = useCampusStore('cookiesPolicy', (state) => state.accept_cookies);
  const policyOpen = useCampusStore('cookiesPolicy', (state) => state.policy_modal);
  const preferencesOpen = useCampusStore('cookiesPolicy', (state) => state.policy_preferences_modal);
  const optional = useParams((state) => selectLoginConfig(state).cookies_optional);
  const signedIn = useSession(selectIsSignedIn);
  const acceptedByAccount = useSession((state) => state.accept_cookies_policy);
  const titleId = useId();
  const policy = campus.stores.cookiesPolicy;

  const choose = (next: CookieChoice) => {
    recordCookieChoice(campus, jar, next);
    setChoice(next);
    if (!signedIn) return;
    // Best effort: the choice is already kept on this device; the account copy follows when it can.
    void acceptCookiesPolicy(campus.api, next === 'all')
      .then((flags) => {
        if (flags.accept_cookies_policy) campus.stores.session.getState().acceptCookiesPolicy();
        // The account's flags are part of `me` and the profile: whoever shows them asks again.
        campus.query.invalidateAfter('profile');
      })
      .catch(() => undefined);
  };

  const showBanner = shouldShowCookieBanner({ choice, accepted, acceptedByAccount }) && !policyOpen && !preferencesOpen;

  return (
    <>
      {/* Room at the end of the page, so the fixed banner never hides the last controls. */}
      {showBanner && <div className="site-cookie-spacer" aria-hidden="true" />}
      {showBanner && (
        <section className="site-cookie-banner" aria-labelledby={titleId}>
          <h2 id={titleId} className="site-cookie-banner__title">
            {t('site.cookies.banner_title')}
          </h2>
          <p>{optional ? t('site.cookies.banner_message_optional') : t('site.cookies.banner_message')}</p>
          <div className="site-cookie-banner__actions">
            <Button onClick={() => choose('all')}>
              {optional ? t('site.cookies.accept_all') : t('site.cookies.accept')}
            </Button>
            {optional && (
              <Button variant="secondary" onClick={() => choose('essential')}>
                {t('site.cookies.essential_only')}
              </Button>
            )}
            {optional && (
              <Button variant="secondary" onClick={() => policy.getState().openPolicyPreferences()}>
                {t('site.cookies.preferences')}
              </Button>
            )}
            <button type="button" className="site-link-button" onClick={() => policy.getState().openPolicyModal()}>
              {t('site.cookies.read_policy')}
            </button>
          </div>
        </section>
      )}
      <Dialog
        open={policyOpen}
        onClose={() => policy.getState().closePolicyModal()}
        title={t('site.cookies.policy_title')}
      >
        {paragraphs(t('site.institutional.cookies_policy.body')).map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          <Link to={buildPath('institutional-cookies-policy')} onClick={() => policy.getState().closePolicyModal()}>
            {t('site.cookies.full_policy')}
          </Link>
        </p>
      </Dialog>
      <CookiePreferences
        open={preferencesOpen}
        optional={optional}
        accepted={choice === 'all' || (choice === undefined && accepted)}
        onClose={() => policy.getState().closePolicyPreferences()}
        onSave={choose}
      />
    </>
  );
}

/** Props of {@link CookiePreferences}. */
interface CookiePreferencesProps {
  open: boolean;
  optional: boolean;
  accepted: boolean;
  onClose: () => void;
  onSave: (choice: CookieChoice) => void;
}

/** The preferences dialog: essential cookies (always on) and, when the client allows it, optional ones. */
function CookiePreferences({ open, optional, accepted, onClose, onSave }: CookiePreferencesProps) {
  const t = useSiteT();
  const [performance, setPerformance] = useState(accepted);
  const [seenOpen, setSeenOpen] = useState(open);
  // Each opening starts from the recorded choice.
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) setPerformance(accepted);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('site.cookies.preferences_title')}
      footer={
        <Button onClick={() => onSave(!optional || performance ? 'all' : 'essential')}>{t('site.cookies.save')}</Button>
      }
    >
      <p>{t('site.cookies.preferences_intro')}</p>
      <Checkbox label={t('site.cookies.essential')} hint={t('site.cookies.essential_hint')} checked disabled readOnly />
      {optional && (
        <Checkbox
          label={t('site.cookies.optional')}
          hint={t('site.cookies.optional_hint')}
          checked={performance}
          onChange={(event) => setPerformance(event.target.checked)}
        />
      )}
    </Dialog>
  );
}
