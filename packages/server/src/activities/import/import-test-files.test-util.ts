import { strToU8, zipSync } from 'fflate';

/*
 * The smallest files `file-type` recognises for each accepted format, written byte by byte from the formats'
 * headers (PDF, ISO BMFF `ftyp`, EBML, ID3, Ogg, SWF, OLE compound file, OOXML).
 */

const padded = (...parts: (string | readonly number[])[]) =>
  Buffer.concat([...parts.map((part) => Buffer.from(part as string)), Buffer.alloc(600)]);

const ftyp = (brand: string, compatible: string) =>
  padded([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 2, 0], compatible, [0, 0, 0, 8], 'mdat');

/** Files by name, each with the name it is sent with. */
export const TEST_FILES = {
  pdf: { bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), filename: 'apostila.pdf' },
  mp4: { bytes: ftyp('isom', 'isomiso2'), filename: 'aula.mp4' },
  webm: { bytes: padded([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84], 'webm'), filename: 'aula.webm' },
  mp3: { bytes: padded('ID3', [3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]), filename: 'podcast.mp3' },
  ogg: { bytes: padded('OggS', [0, 2], Array(20).fill(0), [1, 30], '\x01vorbis'), filename: 'podcast.ogg' },
  m4a: { bytes: ftyp('M4A ', 'M4A isom'), filename: 'podcast.m4a' },
  swf: { bytes: padded('FWS', [10, 30, 0, 0, 0]), filename: 'animacao.swf' },
  ppt: { bytes: padded([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), filename: 'slides.ppt' },
  pptx: {
    bytes: Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
            '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
        ),
        'ppt/presentation.xml': strToU8('<p:presentation/>'),
      }),
    ),
    filename: 'slides.pptx',
  },
} as const;
