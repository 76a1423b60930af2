import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageReporter, PAGE_REPORT_WAIT_MS } from './page-reporter.js';

let pages: { page: number; keepalive: boolean }[];
const send = (report: { page: number }, options?: { keepalive?: boolean }) => {
  pages.push({ page: report.page, keepalive: options?.keepalive === true });
  return Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers();
  pages = [];
});
afterEach(() => vi.useRealTimers());

describe('createPageReporter', () => {
  it('reports the first page at once, then the latest page at most every 2 s, and the last page at once', () => {
    const reporter = createPageReporter(send);
    reporter.shown(1, 10);
    expect(pages).toEqual([{ page: 1, keepalive: false }]);
    reporter.shown(2, 10);
    reporter.shown(3, 10);
    reporter.shown(4, 10);
    expect(pages).toHaveLength(1);
    vi.advanceTimersByTime(PAGE_REPORT_WAIT_MS);
    expect(pages.map((entry) => entry.page)).toEqual([1, 4]);
    reporter.shown(10, 10);
    expect(pages.map((entry) => entry.page)).toEqual([1, 4, 10]);
  });

  it('sends the pending page with keepalive as the page goes away, and never the same page twice in a row', () => {
    const reporter = createPageReporter(send);
    reporter.shown(1, 5);
    reporter.shown(1, 5);
    reporter.shown(2, 5);
    reporter.flush({ keepalive: true });
    expect(pages).toEqual([
      { page: 1, keepalive: false },
      { page: 2, keepalive: true },
    ]);
    vi.advanceTimersByTime(PAGE_REPORT_WAIT_MS * 2);
    expect(pages).toHaveLength(2);
  });
});
