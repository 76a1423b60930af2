import { z } from './zod.js';
import { lazySchema, lazyShape } from './lazy-schema.js';
import { DOCUMENT_COUNTRIES, validateDocument } from '../rules/index.js';
import type { DocumentCountry } from '../rules/index.js';

/** Document country codes (SPECIFICATION §3 "Document country codes"), from the rules module. */
export const documentCountrySchema = z.enum(DOCUMENT_COUNTRIES);

/**
 * The fields naming a user's identity document on the wire: the bare digits and the country. Spread into
 * an object schema, then add {@link refineDocument} so the document is checked by the same rule the
 * widgets use while typing (ARCHITECTURE §3 "one rule, one place").
 */
export const documentShape = lazyShape(() => ({
  document: z.string().check(z.regex(/^\d+$/, 'document must be digits only')),
  document_country: documentCountrySchema,
}));

/** Adds the rules module's document check (length per country, CPF check digits) as a zod issue. */
export function refineDocument(
  value: { document: string; document_country: DocumentCountry },
  context: z.core.$RefinementCtx,
): void {
  const result = validateDocument(value.document, value.document_country);
  if (!result.valid) context.addIssue({ code: 'custom', message: result.error, path: ['document'] });
}

/** `{ document, document_country }` with the document validated. */
export const documentFieldsSchema = lazySchema(() => z.object(documentShape).check(z.superRefine(refineDocument)));
