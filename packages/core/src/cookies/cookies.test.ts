import { describe, expect, it } from 'vitest';
import { createDocumentCookieJar, createMemoryCookieJar, parseCookie, serializeCookie } from './cookie-jar.js';
import { STORED_COUNTRY_COOKIE, readStoredCountry, writeStoredCountry } from './stored-country.js';

/** A document whose `cookie` setter behaves like a browser's, closely enough for name/value/Max-Age. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('cookie serialisation', () => {
  it('writes every attribute and encodes name and value', () => {
    expect(
      serializeCookie('campus_key', 'a b;c', { path: '/', maxAge: 15552000, secure: true, sameSite: 'Strict' }),
    ).toBe('campus_key=a%20b%3Bc; Path=/; Max-Age=15552000; SameSite=Strict; Secure');
    expect(serializeCookie('x', '1')).toBe('x=1; Path=/; SameSite=Lax');
  });

  it('finds one cookie among others and skips broken encodings', () => {
    expect(parseCookie('a=1; bad=%E0%A4%A; stored_country=76', 'stored_country')).toBe('76');
    expect(parseCookie('a=1', 'b')).toBeUndefined();
    expect(parseCookie('k=a%20b', 'k')).toBe('a b');
  });
});

describe('cookie jars', () => {
  it('the document jar reads, writes and removes through document.cookie', () => {
    const doc = fakeDocument();
    const jar = createDocumentCookieJar(doc);
    jar.set('k', 'v 1', { secure: true, sameSite: 'Strict', maxAge: 60 });
    expect(jar.get('k')).toBe('v 1');
    expect(doc.written[0]).toBe('k=v%201; Path=/; Max-Age=60; SameSite=Strict; Secure');
    jar.remove('k');
    expect(jar.get('k')).toBeUndefined();
  });

  it('the memory jar keeps attributes and deletes on Max-Age 0', () => {
    const jar = createMemoryCookieJar();
    jar.set('k', 'v', { maxAge: 10 });
    expect(jar.entries().get('k')).toEqual({ value: 'v', options: { maxAge: 10 } });
    jar.set('k', 'v', { maxAge: 0 });
    expect(jar.get('k')).toBeUndefined();
  });
});

describe('stored_country (spec §4)', () => {
  it('is written for 180 days on / and removed when the country is cleared', () => {
    const jar = createMemoryCookieJar();
    expect(readStoredCountry(jar)).toBeUndefined();
    writeStoredCountry(jar, 32);
    expect(jar.entries().get(STORED_COUNTRY_COOKIE)).toEqual({
      value: '32',
      options: { path: '/', maxAge: 180 * 24 * 60 * 60, secure: true, sameSite: 'Lax' },
    });
    expect(readStoredCountry(jar)).toBe('32');
    writeStoredCountry(jar, null);
    expect(readStoredCountry(jar)).toBeUndefined();
  });
});
