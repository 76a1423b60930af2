import { checkProfileChoice } from '@campus/core/rules';
import type { Translate } from '@campus/core';
import { Select, useParams, useT } from '@campus/ui';

/** The profile ids the client offers (params `user_profile`), as the rule compares them. */
export function useOfferedProfiles(): readonly { id: number | string; name: string }[] {
  return useParams((state) => state.user_profile);
}

/** The translated error of a profile choice by core's rule, or undefined when it is fine. */
export function profileError(
  t: Translate,
  offered: readonly { id: number | string }[],
  chosen: string,
): string | undefined {
  const code = checkProfileChoice({ offered: offered.map((profile) => profile.id), chosen });
  return code === null ? undefined : t(`errors.${code}`);
}

/** The wire value of a chosen profile: the id as a number, or nothing when none was chosen. */
export function profileBody(chosen: string): { user_profile?: number } {
  const id = Number(chosen);
  return chosen === '' || !Number.isInteger(id) ? {} : { user_profile: id };
}

/** Props of {@link ProfileField}. */
export interface ProfileFieldProps {
  /** The chosen profile id, `''` for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The profile choice of registration and first access (spec §2 "profile selection"): one of the client's
 * params `user_profile`, required. Renders nothing when the client offers no profile.
 */
export function ProfileField({ value, onChange, error }: ProfileFieldProps) {
  const t = useT();
  const profiles = useOfferedProfiles();
  if (profiles.length === 0) return null;
  return (
    <Select
      label={t('auth.register.profile')}
      hint={t('auth.register.profile_hint')}
      name="user_profile"
      required
      value={value}
      error={error}
      options={profiles.map((profile) => ({ value: String(profile.id), label: profile.name }))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
