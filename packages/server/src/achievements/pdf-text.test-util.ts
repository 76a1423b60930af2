import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** WinAnsi codes in 0x80–0x9F that differ from Latin-1 and occur in the certificate's wording. */
const WIN_ANSI_EXTRAS: Readonly<Record<number, string>> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x96: '–', 0x97: '—' };

/**
 * The text drawn on a PDF's pages, read back by parsing it with pdf-lib: each page's content streams are inflated
 * and the strings of its text operators (`<hex> Tj`, as pdf-lib writes them in the standard fonts' WinAnsi
 * encoding) decoded, one string per operator. Enough for the certificate's lines; not a general text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of document.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = match[1] ?? '';
        const codes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
        lines.push([...codes].map((code) => WIN_ANSI_EXTRAS[code] ?? String.fromCharCode(code)).join(''));
      }
    }
  }
  return lines;
}
