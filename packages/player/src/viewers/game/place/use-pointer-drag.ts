import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { DOUBLE_CLICK_MS, DRAG_TOUCH_THRESHOLD, LONG_PRESS_DELAY_MS } from '@campus/core/rules';
import { useLatest } from '../../shared/use-latest.js';

/*
 * Dragging written by hand on pointer events: the libraries tried inject <style> elements, which a host with
 * `style-src 'self'` refuses. The piece itself follows the pointer through two custom properties written with the
 * CSSOM (`style.setProperty`, allowed by that policy: only style attributes in markup and <style> elements are
 * blocked); the stylesheet turns them into a transform and sets `touch-action: none` on pieces.
 */

/** The custom properties a dragged piece is moved by (lengths in px). */
export const DRAG_X_PROPERTY = '--campus-place-drag-x';
/** @see DRAG_X_PROPERTY */
export const DRAG_Y_PROPERTY = '--campus-place-drag-y';
/** Set on the piece while it is dragged. */
export const DRAGGING_ATTRIBUTE = 'data-dragging';
/** Set on the target under a dragged piece. */
export const DROP_HOVER_ATTRIBUTE = 'data-drop-hover';

/** What a board does with a drag. */
export interface PointerDragOptions {
  /** No drag starts (a finished game); a drag under way is cancelled. @default false */
  readonly disabled?: boolean;
  /** A drag of `piece` ended over `target` (a drag ending over no target just puts the piece back). */
  readonly onDrop: (piece: string, target: string) => void;
  /** A touch held still on `piece` for the long-press delay (spec §9, 400 ms): the board picks it. */
  readonly onLongPress: (piece: string) => void;
}

/** Props of a draggable piece. */
export interface DragPieceProps {
  readonly onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  readonly onClickCapture: (event: ReactMouseEvent<HTMLElement>) => void;
  readonly onContextMenu: (event: ReactMouseEvent<HTMLElement>) => void;
}

/** What {@link usePointerDrag} gives a board. */
export interface PointerDrag {
  /** The props that make a piece draggable (spread them on its button). */
  readonly piece: (id: string) => DragPieceProps;
  /** A ref callback registering a drop target. */
  readonly target: (id: string) => (element: HTMLElement | null) => void;
}

interface Session {
  readonly pointerId: number;
  readonly piece: string;
  readonly element: HTMLElement;
  readonly startX: number;
  readonly startY: number;
  dragging: boolean;
  longPressed: boolean;
  hover: HTMLElement | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  readonly stop: () => void;
}

/** The shadow root or document an element is in: where `elementFromPoint` sees inside the shadow tree. */
type HitRoot = Pick<Document, 'elementFromPoint'> & Partial<Pick<Document, 'elementsFromPoint'>>;

function hitRootOf(element: Element): HitRoot | null {
  const root = element.getRootNode() as Partial<HitRoot>;
  return typeof root.elementFromPoint === 'function' || typeof root.elementsFromPoint === 'function'
    ? (root as HitRoot)
    : null;
}

/** The elements under a point, topmost first, in the piece's own root. */
function elementsAt(root: HitRoot, x: number, y: number): Element[] {
  if (typeof root.elementsFromPoint === 'function') return root.elementsFromPoint(x, y);
  const hit = typeof root.elementFromPoint === 'function' ? root.elementFromPoint(x, y) : null;
  return hit === null ? [] : [hit];
}

/**
 * Pointer dragging of pieces onto targets, one pointer at a time: a drag starts once the pointer moved the touch
 * threshold (spec §9, 5 px), so a tap stays a tap; a touch held still for the long-press delay picks the piece
 * instead (`onLongPress`). The piece follows the pointer (pointer capture), the target under it is marked
 * (`data-drop-hover`), and releasing over a target calls `onDrop`. `pointercancel`, Escape or `disabled` cancel;
 * the click that ends a drag or a long press is swallowed so it does not also pick.
 */
export function usePointerDrag(options: PointerDragOptions): PointerDrag {
  const latest = useLatest(options);
  const targets = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const session = useRef<Session | null>(null);
  // Until when the next click on a piece is the tail of a drag or a long press (a time, from Date.now()).
  const swallowClickUntil = useRef(0);

  const targetAt = useCallback((dragged: HTMLElement, x: number, y: number): [string, HTMLElement] | null => {
    const root = hitRootOf(dragged);
    if (root === null) return null;
    for (const hit of elementsAt(root, x, y)) {
      if (dragged.contains(hit)) continue;
      for (let node: Element | null = hit; node !== null; node = node.parentElement) {
        for (const [id, element] of targets.current) if (element === node) return [id, element];
      }
    }
    return null;
  }, []);

  const end = useCallback(
    (drop: { x: number; y: number } | null) => {
      const current = session.current;
      if (current === null) return;
      session.current = null;
      current.stop();
      clearTimeout(current.timer);
      current.hover?.removeAttribute(DROP_HOVER_ATTRIBUTE);
      const { element } = current;
      element.removeAttribute(DRAGGING_ATTRIBUTE);
      element.style.removeProperty(DRAG_X_PROPERTY);
      element.style.removeProperty(DRAG_Y_PROPERTY);
      if (element.hasPointerCapture?.(current.pointerId)) element.releasePointerCapture(current.pointerId);
      // The click that follows the release (on the piece, thanks to the capture) belongs to the gesture. Browsers
      // may send it a task later (a touch's tap), so a click within the double-click time is taken as that one.
      if (current.dragging || current.longPressed) swallowClickUntil.current = Date.now() + DOUBLE_CLICK_MS;
      if (!current.dragging || drop === null) return;
      const hit = targetAt(element, drop.x, drop.y);
      if (hit !== null) latest.current.onDrop(current.piece, hit[0]);
    },
    [latest, targetAt],
  );

  const start = useCallback(
    (event: ReactPointerEvent<HTMLElement>, piece: string) => {
      if (latest.current.disabled === true || session.current !== null) return;
      // One pointer at a time (a second finger is ignored while the first drags); the main mouse button only.
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const element = event.currentTarget;
      const doc = element.ownerDocument;
      const onMove = (move: PointerEvent) => {
        const current = session.current;
        if (current?.pointerId !== move.pointerId) return;
        const dx = move.clientX - current.startX;
        const dy = move.clientY - current.startY;
        if (!current.dragging) {
          if (Math.hypot(dx, dy) < DRAG_TOUCH_THRESHOLD) return;
          current.dragging = true;
          clearTimeout(current.timer);
          element.setAttribute(DRAGGING_ATTRIBUTE, '');
        }
        move.preventDefault();
        element.style.setProperty(DRAG_X_PROPERTY, `${String(dx)}px`);
        element.style.setProperty(DRAG_Y_PROPERTY, `${String(dy)}px`);
        const hit = targetAt(element, move.clientX, move.clientY)?.[1] ?? null;
        if (hit !== current.hover) {
          current.hover?.removeAttribute(DROP_HOVER_ATTRIBUTE);
          hit?.setAttribute(DROP_HOVER_ATTRIBUTE, '');
          current.hover = hit;
        }
      };
      const onUp = (up: PointerEvent) => {
        if (session.current?.pointerId === up.pointerId) end({ x: up.clientX, y: up.clientY });
      };
      const onCancel = (cancel: PointerEvent) => {
        if (session.current?.pointerId === cancel.pointerId) end(null);
      };
      const onKey = (key: KeyboardEvent) => {
        if (key.key !== 'Escape' || session.current?.dragging !== true) return;
        // Escape ends the drag only; the board's own Escape (drop the pick) waits for the next press.
        key.stopPropagation();
        end(null);
      };
      doc.addEventListener('pointermove', onMove);
      doc.addEventListener('pointerup', onUp);
      doc.addEventListener('pointercancel', onCancel);
      doc.addEventListener('keydown', onKey, true);
      const next: Session = {
        pointerId: event.pointerId,
        piece,
        element,
        startX: event.clientX,
        startY: event.clientY,
        dragging: false,
        longPressed: false,
        hover: null,
        timer: undefined,
        stop: () => {
          doc.removeEventListener('pointermove', onMove);
          doc.removeEventListener('pointerup', onUp);
          doc.removeEventListener('pointercancel', onCancel);
          doc.removeEventListener('keydown', onKey, true);
        },
      };
      if (event.pointerType === 'touch') {
        next.timer = setTimeout(() => {
          if (session.current !== next || next.dragging) return;
          // The release after a long press is a click: it must not drop the pick just made.
          next.longPressed = true;
          latest.current.onLongPress(piece);
        }, LONG_PRESS_DELAY_MS);
      }
      session.current = next;
      try {
        element.setPointerCapture?.(event.pointerId);
      } catch {
        // A pointer that is no longer active cannot be captured: the document listeners still follow it.
      }
    },
    [end, latest, targetAt],
  );

  useEffect(() => {
    if (options.disabled === true) end(null);
  }, [options.disabled, end]);
  useEffect(() => () => end(null), [end]);

  const piece = useCallback(
    (id: string): DragPieceProps => ({
      onPointerDown: (event) => start(event, id),
      onClickCapture: (event) => {
        const swallow = Date.now() <= swallowClickUntil.current;
        swallowClickUntil.current = 0;
        if (!swallow) return;
        event.preventDefault();
        event.stopPropagation();
      },
      // A long press opens the context menu on touch screens (spec §9, 900 ms): not on a piece being held.
      onContextMenu: (event) => {
        if (session.current !== null) event.preventDefault();
      },
    }),
    [start],
  );

  const target = useCallback((id: string) => {
    let ref = refs.current.get(id);
    if (ref === undefined) {
      ref = (element: HTMLElement | null) => {
        if (element === null) targets.current.delete(id);
        else targets.current.set(id, element);
      };
      refs.current.set(id, ref);
    }
    return ref;
  }, []);

  return useMemo(() => ({ piece, target }), [piece, target]);
}
