import type { ActivityProgressReport } from '@campus/core/schemas';

/** The quiet time between two page reports while the learner pages through, in ms. */
export const PAGE_REPORT_WAIT_MS = 2_000;

type DocumentReport = Extract<ActivityProgressReport, { kind: 'document' }>;

/** What the PDF viewer tells the reporter. */
export interface PageReporter {
  /** Page `page` of `pageCount` is shown. */
  shown(page: number, pageCount: number): void;
  /** Sends the pending page now (the viewer closes, the page goes away). */
  flush(options?: { keepalive?: boolean }): void;
}

/**
 * Reports the page shown (`{ kind: 'document', page, page_count }`), throttled: the first page and the last page
 * at once (the last completes the document, server-side), others at most every {@link PAGE_REPORT_WAIT_MS} with
 * the latest one. A page already reported is not sent again; a failed report is retried with the next one.
 */
export function createPageReporter(
  send: (report: DocumentReport, options?: { keepalive?: boolean }) => Promise<void>,
  waitMs = PAGE_REPORT_WAIT_MS,
): PageReporter {
  let pending: DocumentReport | null = null;
  let lastSent: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastAt = Number.NEGATIVE_INFINITY;

  const flush = (options?: { keepalive?: boolean }) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const report = pending;
    pending = null;
    if (report === null) return;
    lastSent = report.page;
    lastAt = Date.now();
    send(report, options?.keepalive === true ? { keepalive: true } : undefined).catch(() => {
      if (lastSent === report.page) lastSent = null;
    });
  };

  return {
    shown(page, pageCount) {
      if (!(pageCount >= 1) || page < 1 || page > pageCount || page === lastSent) {
        if (page === lastSent) pending = null;
        return;
      }
      pending = { kind: 'document', page, page_count: pageCount };
      const elapsed = Date.now() - lastAt;
      if (lastSent === null || page === pageCount || elapsed >= waitMs) flush();
      else if (timer === undefined) timer = setTimeout(() => flush(), waitMs - elapsed);
    },
    flush,
  };
}
