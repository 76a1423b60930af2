import { codeMessageKey } from '@campus/core';
import { useCampus, useT } from '@campus/ui';
import type { DraftErrors, DraftField, DraftTextField, ProfileDraft } from './profile-draft.js';

/**
 * What each text input of the form needs: its name, label, value, translated error and change handler; its
 * `errorOf` translates the error of any field (the organisation choices use it).
 */
export function useDraftField(
  draft: ProfileDraft,
  errors: DraftErrors,
  onChange: (patch: Partial<ProfileDraft>) => void,
) {
  const t = useT();
  const campus = useCampus();
  const errorText = (field: DraftField): string | undefined => {
    const code = errors[field];
    if (code === undefined) return undefined;
    const key = codeMessageKey(campus.i18n, code, 'profile');
    return key === undefined ? code : t(key);
  };
  const field = (name: DraftTextField) => ({
    name,
    label: t(`profile.details.fields.${name}`),
    value: draft[name],
    error: errorText(name),
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return Object.assign(field, { errorOf: errorText });
}
