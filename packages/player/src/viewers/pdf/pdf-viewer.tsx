import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { Spinner, useOwnedStyleSheet, useT } from '@campus/ui';
import { resumePositions } from '../media/resume-position.js';
import { useLatest } from '../shared/use-latest.js';
import { viewerLoadingClass } from '../shared/viewer-loading.js';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { loadPdf, pageText } from './load-pdf.js';
import { createPageReporter } from './page-reporter.js';
import type { PageReporter } from './page-reporter.js';

const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 4;
let viewerCount = 0;

/**
 * PDF and converted presentations (`pdf`, `ppt`) with pdf.js: one page at a time on a canvas fitted to the width,
 * the page's text in a visually hidden region for screen readers, "page n of m", previous/next, a page field,
 * zoom (fit width, in, out) and PageUp/PageDown/Home/End. Reports the page shown (reaching the last page
 * completes it, as the server decides) and reopens where the learner stopped.
 */
export function PdfViewer(props: ViewerProps) {
  const launch = useActivityLaunch(props.campus, props.activity.id, props.source);
  // At the page area's height already (see viewerLoadingClass): the document arriving does not move what follows.
  if (launch.status === 'loading') {
    return (
      <div className={viewerLoadingClass(props.activity.type)} aria-busy="true">
        <Spinner />
      </div>
    );
  }
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  return <PdfDocumentView {...props} url={launch.launch.url} file={launch.offline?.file} />;
}

function PdfDocumentView({
  campus,
  activity,
  report,
  onStatement,
  url,
  file,
}: ViewerProps & { url: string; file?: Blob | undefined }) {
  const t = useT();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [scope] = useState(() => `pdf-${(viewerCount += 1)}`);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const positions = useMemo(() => resumePositions(campus), [campus]);
  const [page, setPage] = useState(() => Math.max(1, Math.floor(positions.read(activity.id) ?? 1)));
  const [pageField, setPageField] = useState(String(page));
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [displayWidth, setDisplayWidth] = useState(0);
  const [text, setText] = useState('');
  const reportRef = useLatest(report);
  const statementRef = useLatest(onStatement);
  const reporterRef = useRef<PageReporter | null>(null);
  const pageCount = pdf?.numPages ?? 0;

  // The page reports live as long as the viewer: sent as the page goes away, and what is pending on close.
  useEffect(() => {
    const reporter = createPageReporter((body, options) => reportRef.current(body, options));
    reporterRef.current = reporter;
    const onPageHide = () => reporter.flush({ keepalive: true });
    globalThis.addEventListener('pagehide', onPageHide);
    return () => {
      globalThis.removeEventListener('pagehide', onPageHide);
      reporter.flush();
      reporterRef.current = null;
    };
  }, [reportRef]);

  useEffect(() => {
    let closed = false;
    let destroy = () => undefined as void;
    loadPdf(url, file).then(
      (loaded) => {
        if (closed) return loaded.destroy();
        destroy = loaded.destroy;
        setPdf(loaded.document);
        statementRef.current('initialized');
      },
      (error: unknown) => {
        if (!closed) setFailed(error ?? new Error('The PDF did not load.'));
      },
    );
    return () => {
      closed = true;
      destroy();
    };
  }, [url, file, attempt, statementRef]);

  // The width to fit, followed as the widget resizes.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller === null) return;
    const measure = () => setWidth(scroller.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [pdf]);

  // Paint the page: canvas pixels from attributes (device pixels), its displayed width from an owned stylesheet.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (pdf === null || canvas === null || width === 0) return;
    const current = Math.min(Math.max(1, page), pdf.numPages);
    let task: RenderTask | undefined;
    let cancelled = false;
    void pdf.getPage(current).then((pdfPage) => {
      if (cancelled) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const scale = (width / natural.width) * zoom;
      const viewport = pdfPage.getViewport({ scale });
      const ratio = globalThis.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      setDisplayWidth(Math.floor(viewport.width));
      task = pdfPage.render({
        canvas,
        viewport,
        ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
      });
      task.promise.then(() => performance.mark('campus:pdf-first-page')).catch(() => undefined);
    });
    void pageText(pdf, current).then(
      (value) => !cancelled && setText(value),
      () => !cancelled && setText(''),
    );
    reporterRef.current?.shown(current, pdf.numPages);
    positions.write(activity.id, current);
    setPageField(String(current));
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, width, zoom, positions, activity.id]);

  useOwnedStyleSheet(
    scrollerRef,
    displayWidth > 0 ? `[data-pdf='${scope}'] .campus-player__pdf-canvas { width: ${displayWidth}px; }` : '',
  );

  const go = (target: number) => {
    if (pageCount === 0) return;
    setPage(Math.min(Math.max(1, Math.round(target)), pageCount));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    const moves: Record<string, number> = { PageUp: page - 1, PageDown: page + 1, Home: 1, End: pageCount };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  // pdf.js failures (the file did not arrive, or is not a PDF) are the §8 "Download do arquivo falhou".
  if (failed !== null) {
    return (
      <ViewerProblem
        message={t('errors.download_failed')}
        onRetry={() => {
          setFailed(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  const label = t('player.pdf.label', { title: activity.title });
  const current = Math.min(page, Math.max(pageCount, 1));
  const pageLabel = pageCount > 0 ? t('player.pdf.page_of', { page: current, count: pageCount }) : label;
  return (
    // The document takes the paging keys wherever focus is inside it (its controls or the page).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div className="campus-player__pdf" role="region" aria-label={label} onKeyDown={onKeyDown} data-pdf={scope}>
      <div className="campus-player__toolbar" part="pdf-controls">
        <button type="button" className="campus-player__control" onClick={() => go(page - 1)} disabled={current <= 1}>
          {t('player.pdf.previous_page')}
        </button>
        <form
          className="campus-player__toolbar"
          onSubmit={(event) => {
            event.preventDefault();
            go(Number(pageField));
          }}
        >
          <label>
            <span className="campus-visually-hidden">{t('player.pdf.page_input')}</span>
            <input
              className="campus-player__page-input"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(pageCount, 1)}
              value={pageField}
              onChange={(event) => setPageField(event.currentTarget.value)}
              onBlur={() => go(Number(pageField))}
            />
          </label>
        </form>
        <span aria-live="polite">{pageCount > 0 && t('player.pdf.page_of', { page: current, count: pageCount })}</span>
        <button
          type="button"
          className="campus-player__control"
          onClick={() => go(page + 1)}
          disabled={pageCount === 0 || current >= pageCount}
        >
          {t('player.pdf.next_page')}
        </button>
        <button
          type="button"
          className="campus-player__control"
          onClick={() => setZoom((value) => Math.max(MIN_ZOOM, value / ZOOM_STEP))}
        >
          {t('player.pdf.zoom_out')}
        </button>
        <button type="button" className="campus-player__control" onClick={() => setZoom(1)} aria-pressed={zoom === 1}>
          {t('player.pdf.zoom_fit')}
        </button>
        <button
          type="button"
          className="campus-player__control"
          onClick={() => setZoom((value) => Math.min(MAX_ZOOM, value * ZOOM_STEP))}
        >
          {t('player.pdf.zoom_in')}
        </button>
      </div>
      {/* Focusable so the keyboard scrolls a zoomed page and pages with PageUp/PageDown. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="campus-player__pdf-scroller" ref={scrollerRef} tabIndex={0} role="group" aria-label={pageLabel}>
        {pdf === null && <Spinner />}
        {/* Hidden until its displayed width is known: in between, its size would be the default 300 × 150, then
            the device pixels of its attributes, and the page would jump twice (a layout shift, CLS). */}
        <canvas
          className="campus-player__pdf-canvas"
          part="pdf-canvas"
          ref={canvasRef}
          aria-hidden="true"
          hidden={displayWidth === 0}
        />
      </div>
      <section className="campus-visually-hidden" aria-label={t('player.pdf.text', { page: current })}>
        <p>{text === '' ? t('player.pdf.no_text') : text}</p>
      </section>
      <p className="campus-player__hint">{t('player.pdf.keyboard')}</p>
    </div>
  );
}
