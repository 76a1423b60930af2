/**
 * Countries whose personal document the product validates.
 * @see SPECIFICATION §3 Document country codes
 */
export const DOCUMENT_COUNTRIES = ['BRA', 'ARG', 'URY'] as const;

/** A document country: Brazil (CPF), Argentina or Uruguay. */
export type DocumentCountry = (typeof DOCUMENT_COUNTRIES)[number];

/**
 * Digits in a Brazilian document (CPF).
 * @see SPECIFICATION §5 Document, §9
 * @default 11
 */
export const BRA_DOCUMENT_LENGTH = 11;

/**
 * Digits in an Argentinian or Uruguayan document.
 * @see SPECIFICATION §5 Document, §9
 * @default 8
 */
export const ARG_URY_DOCUMENT_LENGTH = 8;

/**
 * Error codes of {@link validateDocument}.
 * @see SPECIFICATION §5 Document, §5 Messages
 */
export const DOCUMENT_ERROR_CODES = ['document_required', 'invalid_document'] as const;

/** An error of {@link validateDocument}. */
export type DocumentError = (typeof DOCUMENT_ERROR_CODES)[number];

/** The outcome of {@link validateDocument}: the bare digits, or why the document is refused. */
export type DocumentValidation =
  { readonly valid: true; readonly digits: string } | { readonly valid: false; readonly error: DocumentError };

/** The separators a user may type inside a document. */
const SEPARATORS = /[\s.-]/g;

function documentLength(country: DocumentCountry): number {
  return country === 'BRA' ? BRA_DOCUMENT_LENGTH : ARG_URY_DOCUMENT_LENGTH;
}

/** Modulo-11 CPF digit over `digits` with weights counting down to 2 from `digits.length + 1`. */
function cpfDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[i]) * (digits.length + 1 - i);
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The two CPF check digits for its first nine digits (Receita Federal modulo-11 algorithm).
 * @see SPECIFICATION §5 Document
 * @throws {RangeError} unless `firstNine` is exactly nine digits.
 * @example cpfCheckDigits('529982247') // '25'
 */
export function cpfCheckDigits(firstNine: string): string {
  if (!/^\d{9}$/.test(firstNine)) throw new RangeError('A CPF body has exactly nine digits');
  const first = cpfDigit(firstNine);
  const second = cpfDigit(`${firstNine}${first}`);
  return `${first}${second}`;
}

/**
 * Validates a personal document. Spaces, dots and dashes are removed first; nothing left is
 * `document_required`. BRA: 11 digits, not all the same digit, both check digits correct.
 * ARG/URY: exactly 8 digits.
 * @see SPECIFICATION §5 Document
 * @example
 * validateDocument('529.982.247-25', 'BRA') // { valid: true, digits: '52998224725' }
 * validateDocument('111.111.111-11', 'BRA') // { valid: false, error: 'invalid_document' }
 * validateDocument(' - ', 'ARG') // { valid: false, error: 'document_required' }
 */
export function validateDocument(value: string, country: DocumentCountry): DocumentValidation {
  const digits = value.replace(SEPARATORS, '');
  if (digits === '') return { valid: false, error: 'document_required' };
  const length = documentLength(country);
  if (digits.length !== length || !/^\d+$/.test(digits)) {
    return { valid: false, error: 'invalid_document' };
  }
  if (country === 'BRA') {
    // All-same-digit CPFs pass the checksum but are never issued.
    const allSame = /^(\d)\1*$/.test(digits);
    if (allSame || cpfCheckDigits(digits.slice(0, 9)) !== digits.slice(9)) {
      return { valid: false, error: 'invalid_document' };
    }
  }
  return { valid: true, digits };
}

/**
 * The document as typed so far with its mask applied progressively to its digits; anything that is not
 * a digit is dropped, and so are digits beyond the document's length.
 * BRA `###.###.###-##`; ARG/URY up to 8 digits with no separators.
 * @see SPECIFICATION §5 Document
 * @example
 * maskDocument('5299822', 'BRA') // '529.982.2'
 * maskDocument('52998224725999', 'BRA') // '529.982.247-25'
 * maskDocument('12.345.6789', 'ARG') // '12345678'
 */
export function maskDocument(value: string, country: DocumentCountry): string {
  const digits = value.replace(/\D/g, '').slice(0, documentLength(country));
  if (country !== 'BRA') return digits;
  let masked = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i === 3 || i === 6) masked += '.';
    else if (i === 9) masked += '-';
    masked += digits[i] ?? '';
  }
  return masked;
}
