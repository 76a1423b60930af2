import { Checkbox, Link, useT } from '@campus/ui';

/** Props of {@link TermsAcceptance}. */
export interface TermsAcceptanceProps {
  accepted: boolean;
  /** The error already translated. */
  error: string | undefined;
  onChange: (accepted: boolean) => void;
  /** The client's terms and conditions page. */
  termsHref: string;
}

/** The required acceptance of the terms and conditions, with a link to read them (register forms, spec §5). */
export function TermsAcceptance({ accepted, error, onChange, termsHref }: TermsAcceptanceProps) {
  const t = useT();
  return (
    <>
      <Checkbox
        label={t('auth.register.terms')}
        name="accept_terms"
        required
        checked={accepted}
        error={error}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p className="campus-auth__notice">
        <Link href={termsHref} external>
          {t('auth.register.terms_link')}
        </Link>
      </p>
    </>
  );
}
