import { strToU8, zipSync } from 'fflate';

/*
 * A real, small PowerPoint presentation (OOXML) for the conversion tests: the parts LibreOffice needs to read a
 * deck — content types, the package and presentation relationships, and one slide per text with a text box.
 */

const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function slideXml(text: string): string {
  return (
    `${XML}<p:sld xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}"><p:cSld><p:spTree>` +
    '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>' +
    '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Text"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>' +
    '<p:spPr><a:xfrm><a:off x="914400" y="914400"/><a:ext cx="7315200" cy="1371600"/></a:xfrm>' +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>' +
    `<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="pt-BR" sz="4000"/><a:t>${escapeXml(text)}</a:t>` +
    '</a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>'
  );
}

/** A `.pptx` with one slide per text, in order. */
export function buildPresentation(slides: readonly string[]): Buffer {
  const numbered = slides.map((text, index) => ({ text, n: index + 1 }));
  const files: Record<string, string> = {
    '[Content_Types].xml':
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>' +
      numbered
        .map(
          ({ n }) =>
            `<Override PartName="/ppt/slides/slide${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
        )
        .join('') +
      '</Types>',
    '_rels/.rels':
      `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" ` +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
      'Target="ppt/presentation.xml"/></Relationships>',
    'ppt/presentation.xml':
      `${XML}<p:presentation xmlns:a="${A}" xmlns:r="${R}" xmlns:p="${P}"><p:sldIdLst>` +
      numbered.map(({ n }) => `<p:sldId id="${255 + n}" r:id="rId${n}"/>`).join('') +
      '</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>',
    'ppt/_rels/presentation.xml.rels':
      `${XML}<Relationships xmlns="${RELS}">` +
      numbered
        .map(
          ({ n }) =>
            `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${n}.xml"/>`,
        )
        .join('') +
      '</Relationships>',
  };
  for (const { text, n } of numbered) files[`ppt/slides/slide${n}.xml`] = slideXml(text);
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)]))));
}

/** The number of pages of a PDF, counted from its page objects (`/Type /Page`, not `/Pages`). */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []
  ).length;
}
