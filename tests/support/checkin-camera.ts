import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

/** Side of the fake camera's picture, in pixels. */
const SIDE = 480;

/**
 * Writes a one-frame Y4M video of a QR code holding `text` (black modules on white, centred), for Chromium's
 * fake camera (`--use-file-for-fake-video-capture`): the widget then reads it from real camera frames.
 */
export async function writeQrVideo(path: string, text: string): Promise<void> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(SIDE / (modules.size + quiet * 2));
  const offset = Math.floor((SIDE - modules.size * scale) / 2);
  // 4:2:0 — a luma plane, then two chroma planes of a quarter each; neutral chroma (128) is grey-scale.
  const luma = Buffer.alloc(SIDE * SIDE, 235);
  for (let y = 0; y < modules.size * scale; y++) {
    for (let x = 0; x < modules.size * scale; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * SIDE + offset + x] = 16;
    }
  }
  const chroma = Buffer.alloc((SIDE / 2) * (SIDE / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${SIDE} H${SIDE} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]));
}
