import { DOCUMENT_COUNTRIES, maskDocument } from '@campus/core/rules';
import type { DocumentCountry } from '@campus/core/rules';
import { Select, TextField, useT } from '@campus/ui';

/** Props of {@link DocumentFields}. */
export interface DocumentFieldsProps {
  country: DocumentCountry;
  onCountryChange: (country: DocumentCountry) => void;
  /** The document as shown (masked). */
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the document, already translated. */
  error?: string | undefined;
  /** @default false */
  disabled?: boolean;
  /** Field name prefix, for ids and autofill. @default 'document' */
  name?: string;
}

const isDocumentCountry = (value: string): value is DocumentCountry =>
  (DOCUMENT_COUNTRIES as readonly string[]).includes(value);

/**
 * The document country (BRA, ARG, URY — spec §3) and the document, masked as typed for that country
 * (`###.###.###-##` for a CPF, 8 digits otherwise — spec §5). Changing the country re-masks what was typed.
 */
export function DocumentFields({
  country,
  onCountryChange,
  value,
  onChange,
  error,
  disabled = false,
  name = 'document',
}: DocumentFieldsProps) {
  const t = useT();
  return (
    <>
      <Select
        label={t('auth.common.document_country')}
        name={`${name}_country`}
        value={country}
        placeholder={false}
        disabled={disabled}
        options={DOCUMENT_COUNTRIES.map((code) => ({
          value: code,
          label: t(`auth.common.document_countries.${code}`),
        }))}
        onChange={(event) => {
          const next = event.target.value;
          if (!isDocumentCountry(next)) return;
          onCountryChange(next);
          onChange(maskDocument(value, next));
        }}
      />
      <TextField
        label={t('auth.common.document')}
        name={name}
        hint={t(`auth.common.document_hint_${country}`)}
        inputMode="numeric"
        autoComplete="off"
        required
        disabled={disabled}
        value={value}
        error={error}
        onChange={(event) => onChange(maskDocument(event.target.value, country))}
      />
    </>
  );
}
