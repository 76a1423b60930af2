#!/usr/bin/env node
// Renders the site's PNG icons (PWA manifest, favicon, Apple touch icon) from public/icons/favicon.svg with
// sharp. Run once after changing the SVG (`npm run icons -w @campus/site`); the PNGs are committed, so neither
// the build nor `npm start` needs sharp.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const icons = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const svg = await readFile(join(icons, 'favicon.svg'));

/** Plain icons: the SVG edge to edge. */
for (const size of [32, 192, 512]) {
  await sharp(svg, { density: 384 })
    .resize(size, size)
    .png()
    .toFile(join(icons, `icon-${size}.png`));
}
await sharp(svg, { density: 384 }).resize(180, 180).png().toFile(join(icons, 'apple-touch-icon.png'));

/** Maskable icon: the mark inside the 80 % safe zone on the brand colour, so launchers can crop it to any shape. */
const inner = await sharp(svg, { density: 384 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b5fff' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(join(icons, 'maskable-512.png'));
console.log('icons written to', icons);
