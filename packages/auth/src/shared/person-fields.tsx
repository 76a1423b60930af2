import { DateInput, TextField, useT } from '@campus/ui';

/** A person's names, as the register forms hold them. */
export interface PersonNames {
  name: string;
  lastName: string;
}

/** Props of {@link NameFields}. */
export interface NameFieldsProps {
  values: PersonNames;
  /** Errors already translated. */
  errors: { name?: string | undefined; lastName?: string | undefined };
  /** One name changed: the patch to merge into the form's values. */
  onChange: (patch: Partial<PersonNames>) => void;
}

/** The first and last name (both required) of the register and complete-register forms. */
export function NameFields({ values, errors, onChange }: NameFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('auth.register.name')}
        name="name"
        autoComplete="given-name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label={t('auth.register.last_name')}
        name="last_name"
        autoComplete="family-name"
        required
        value={values.lastName}
        error={errors.lastName}
        onChange={(event) => onChange({ lastName: event.target.value })}
      />
    </>
  );
}

/** Props of the single person fields ({@link BirthdayField}, {@link ContactField}). */
export interface PersonFieldProps {
  value: string;
  /** The error already translated. */
  error: string | undefined;
  onChange: (value: string) => void;
  /** Whether the form needs it (the register forms do; first access only checks what is given). @default false */
  required?: boolean;
}

/** The birthday (`birthday_date`), a calendar day before `max` (today in the client's time zone). */
export function BirthdayField({ value, error, onChange, required = false, max }: PersonFieldProps & { max: string }) {
  const t = useT();
  return (
    <DateInput
      label={t('auth.common.birthday')}
      name="birthday_date"
      autoComplete="bday"
      required={required}
      max={max}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

/** How each contact field is named, typed and filled in by the browser. */
const CONTACT_FIELDS = {
  email: { label: 'auth.common.email', name: 'email', type: 'email', autoComplete: 'email' },
  phone: { label: 'auth.register.phone', name: 'phone_mobile', type: 'tel', autoComplete: 'tel' },
} as const;

/** The e-mail address (`email`) or the mobile phone (`phone_mobile`). */
export function ContactField({
  kind,
  value,
  error,
  onChange,
  required = false,
}: PersonFieldProps & { kind: keyof typeof CONTACT_FIELDS }) {
  const t = useT();
  const { label, ...field } = CONTACT_FIELDS[kind];
  return (
    <TextField
      {...field}
      label={t(label)}
      required={required}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
