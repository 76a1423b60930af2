import { describe, expect, it } from 'vitest';
import * as coreCalls from '@campus/core/api';
import { ROUTES } from '@campus/core';
import { API_PATH_PREFIXES, isApiPath, resolveApiBase } from './api-paths';

/** Every path string in one of core's path tables (objects of strings, or of functions building paths). */
function pathsOf(table: unknown, sample = '7'): string[] {
  if (typeof table === 'string') return table.startsWith('/') ? [table] : [];
  if (typeof table === 'function') {
    const built: unknown = (table as (...args: string[]) => unknown)(sample, sample, sample);
    return typeof built === 'string' && built.startsWith('/') ? [built] : [];
  }
  if (typeof table === 'object' && table !== null) return Object.values(table).flatMap((value) => pathsOf(value));
  return [];
}

const pathTables = Object.entries(coreCalls).filter(([name]) => name.endsWith('_PATHS'));

describe('API_PATH_PREFIXES (what a same-origin deployment forwards to the API)', () => {
  it('covers every path of core’s path tables', () => {
    expect(pathTables.length).toBeGreaterThan(10);
    const paths = pathTables.flatMap(([, table]) => pathsOf(table));
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !isApiPath(path))).toEqual([]);
  });

  it('takes no page of the site', () => {
    const pages = ROUTES.map((route) => route.pattern).filter((pattern) => pattern !== '*');
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.filter((pattern) => isApiPath(pattern.endsWith('/') ? pattern : `${pattern}/`))).toEqual([]);
  });

  it('takes the media paths and the site’s other API addresses, not its own files', () => {
    for (const path of ['/static/demo/banner-1.jpg', '/api/uploads/a.jpg', '/auth/managed/start/', '/o/token/']) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of ['/assets/index-abc.js', '/icons/favicon.svg', '/service-worker.js', '/home', '/api']) {
      expect(isApiPath(path), path).toBe(false);
    }
    expect(API_PATH_PREFIXES.every((prefix) => prefix.startsWith('/') && prefix.endsWith('/'))).toBe(true);
  });
});

describe('resolveApiBase', () => {
  it('keeps an absolute base, without its trailing slash', () => {
    expect(resolveApiBase('https://api.campus.example/', 'https://campus.example/home')).toBe(
      'https://api.campus.example',
    );
    expect(resolveApiBase('http://localhost:8000', 'http://localhost:3000/')).toBe('http://localhost:8000');
  });

  it('resolves a relative base against the page: `/` is the site’s own origin', () => {
    expect(resolveApiBase('/', 'https://campus.example/reward-store?view=orders')).toBe('https://campus.example');
    expect(resolveApiBase('/campus-api/', 'http://localhost:3200/home')).toBe('http://localhost:3200/campus-api');
  });
});
