import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url.js';

describe('mediaUrl', () => {
  it('resolves an API path against the API base, not the page', () => {
    expect(mediaUrl('http://localhost:8000', '/static/demo/covers/cover-1.svg')).toBe(
      'http://localhost:8000/static/demo/covers/cover-1.svg',
    );
    expect(mediaUrl('https://api.example.com/campus/', '/api/uploads/a.jpg')).toBe(
      'https://api.example.com/campus/api/uploads/a.jpg',
    );
  });

  it('keeps absolute addresses and empties', () => {
    expect(mediaUrl('http://localhost:8000', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(mediaUrl('http://localhost:8000', null)).toBeNull();
    expect(mediaUrl('http://localhost:8000', '')).toBeNull();
  });
});
