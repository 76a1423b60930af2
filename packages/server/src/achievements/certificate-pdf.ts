import { formatCertificateCode, dateFormatForLanguage, formatIsoDate } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { CertificateRow } from '../db/schema';
import { CERTIFICATE_TEXTS } from '../i18n/achievement-messages';
import { LANGUAGES } from '../seed/reference-data';
import { productToday } from '../shared/product-time';

/*
 * The certificate as a PDF (issue 21), made on demand from the certificate's row with pdf-lib (pure JavaScript, no
 * native build, its 14 standard fonts built in): nothing to store, so issuing never writes outside the database
 * transaction, the document can be had in any of the four languages, and the same row and language give the same
 * bytes (the document's dates are the day of issue).
 */

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 56;
const INK = rgb(0.07, 0.16, 0.29);
const ACCENT = rgb(0.04, 0.37, 1);
const MUTED = rgb(0.35, 0.38, 0.42);

/** Letters with a stroke, which Unicode does not decompose into a base letter and a mark. */
const STROKED_LETTERS: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * Text the standard font can draw: the standard fonts speak WinAnsi (Latin-1 and a few more), which covers the
 * four interface languages; a character outside it loses its accents (`ł` → `l`) or becomes `?`, never an error.
 */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ').trim()]
    .map((character) => {
      if (supported.has(character.codePointAt(0) ?? 0)) return character;
      const plain = (STROKED_LETTERS[character] ?? character).normalize('NFD').replace(/\p{M}/gu, '');
      return [...plain].every((part) => supported.has(part.codePointAt(0) ?? 0)) ? plain : '?';
    })
    .join('');
}

/** Draws a line of text centred on the page, shrinking it to fit the width. */
function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = INK): void {
  const line = drawable(font, text);
  const room = PAGE.width - 2 * MARGIN;
  const fitted = Math.min(size, (size * room) / Math.max(font.widthOfTextAtSize(line, size), 1));
  const width = font.widthOfTextAtSize(line, fitted);
  page.drawText(line, { x: (PAGE.width - width) / 2, y, size: fitted, font, color });
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** A workload in minutes as hours and minutes in the language (`4 h 30 min`). */
export function formatWorkload(minutes: number, locale: Locale): string {
  const texts = CERTIFICATE_TEXTS[locale];
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours > 0 ? [fill(texts.hours, { hours: String(hours) })] : []),
    ...(rest > 0 || hours === 0 ? [fill(texts.minutes, { minutes: String(rest) })] : []),
  ];
  return parts.join(' ');
}

/** The day a certificate was issued, in the language's date format (spec §9: day first for pt-BR and es-ES). */
export function issuedOn(issuedAt: Date, locale: Locale): string {
  const languageId = LANGUAGES.find((language) => language.code === locale)?.id ?? 1;
  return formatIsoDate(productToday(issuedAt), dateFormatForLanguage(languageId));
}

/** The certificate's PDF in `locale`: heading, learner, training, workload, day of issue, verification code. */
export async function renderCertificatePdf(certificate: CertificateRow, locale: Locale): Promise<Uint8Array> {
  const texts = CERTIFICATE_TEXTS[locale];
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(`${texts.heading} — ${certificate.trainingTitle}`);
  document.setAuthor('Campus');
  document.setCreator('Campus');
  document.setProducer('Campus (pdf-lib)');
  document.setLanguage(locale);
  document.setCreationDate(certificate.issuedAt);
  document.setModificationDate(certificate.issuedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([PAGE.width, PAGE.height]);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: PAGE.width - 64,
    height: PAGE.height - 64,
    borderColor: INK,
    borderWidth: 0.75,
  });
  centred(page, bold, texts.heading.toUpperCase(), 470, 30, ACCENT);
  centred(page, regular, texts.certifies, 410, 16, MUTED);
  centred(page, bold, certificate.learnerName, 365, 32);
  centred(
    page,
    regular,
    certificate.trainingType === 'trail' ? texts.completedTrail : texts.completedCourse,
    320,
    16,
    MUTED,
  );
  centred(page, bold, certificate.trainingTitle, 280, 24);
  if (certificate.workloadMinutes !== null && certificate.workloadMinutes > 0) {
    centred(
      page,
      regular,
      fill(texts.workload, { workload: formatWorkload(certificate.workloadMinutes, locale) }),
      235,
      14,
    );
  }
  centred(page, regular, fill(texts.issuedOn, { date: issuedOn(certificate.issuedAt, locale) }), 210, 14);
  centred(page, bold, fill(texts.code, { code: formatCertificateCode(certificate.code) }), 110, 13, INK);
  centred(page, regular, texts.verify, 90, 10, MUTED);
  return document.save();
}
