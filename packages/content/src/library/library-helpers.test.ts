import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.js';
import { fileExtension, previewKindOf } from './preview-kind.js';

describe('library helpers', () => {
  it('tells the preview from the file name', () => {
    expect(previewKindOf('Manual.PDF')).toBe('pdf');
    expect(previewKindOf('vinheta.wav')).toBe('audio');
    expect(previewKindOf('aula.mp4')).toBe('video');
    expect(previewKindOf('mapa.svg')).toBe('image');
    expect(previewKindOf('metas.csv')).toBe('text');
    expect(previewKindOf('planilha.xlsx')).toBeNull();
    expect(previewKindOf('constructor')).toBeNull();
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('a.')).toBe('');
  });

  it('formats sizes in the person’s language', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 bytes');
    expect(formatFileSize(1536, 'pt-BR')).toBe('1,5 kB');
    expect(formatFileSize(3.4 * 1024 * 1024, 'en-US')).toBe('3.4 MB');
  });
});
