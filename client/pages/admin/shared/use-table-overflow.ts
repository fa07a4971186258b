// Whether a table is wider than its frame and which way there is more to see, and where its pinned
// columns sit, kept up to date on scroll and on resize (of the frame or the table: rows load, columns
// appear at a breakpoint).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface TableOverflow {
  /** The table is wider than its frame (it scrolls sideways). */
  overflows: boolean;
  /** Columns are hidden to the left (scrolled away). */
  moreStart: boolean;
  /** Columns are hidden to the right. */
  moreEnd: boolean;
}

const NONE: TableOverflow = { overflows: false, moreStart: false, moreEnd: false };
// Sub-pixel widths (zoom, fractional layouts) leave a pixel of "overflow" that is not worth a sign.
const SLACK = 1;

/**
 * Sets each pinned column's distance from its edge on the frame, as --pin-{column index}: the widths
 * of the pinned header cells (th[data-pin]) between it and the edge. Measured, so that no column
 * needs a fixed width; a column hidden at this width measures 0.
 */
function pinOffsets(frame: HTMLElement) {
  const cells = [...(frame.querySelector('thead tr')?.children ?? [])] as HTMLElement[];
  let left = 0;
  cells.forEach((cell, index) => {
    if (cell.dataset.pin !== 'start') return;
    frame.style.setProperty(`--pin-${index}`, `${left}px`);
    left += cell.getBoundingClientRect().width;
  });
  let right = 0;
  for (let index = cells.length - 1; index >= 0; index--) {
    const cell = cells[index]!;
    if (cell.dataset.pin !== 'end') continue;
    frame.style.setProperty(`--pin-${index}`, `${right}px`);
    right += cell.getBoundingClientRect().width;
  }
}

function measure(frame: HTMLElement): TableOverflow {
  const { scrollWidth, clientWidth, scrollLeft } = frame;
  const overflows = scrollWidth - clientWidth > SLACK;
  if (!overflows) return NONE;
  return { overflows, moreStart: scrollLeft > SLACK, moreEnd: scrollLeft + clientWidth < scrollWidth - SLACK };
}

const same = (a: TableOverflow, b: TableOverflow) => a.overflows === b.overflows && a.moreStart === b.moreStart && a.moreEnd === b.moreEnd;

/**
 * `ref` goes on the scrolling frame; `onScroll` on it too. `content` is what the table shows (its
 * rows): new rows can change column widths without changing the table's.
 */
export function useTableOverflow<Frame extends HTMLElement>(content: unknown) {
  const ref = useRef<Frame>(null);
  const [state, setState] = useState<TableOverflow>(NONE);

  const update = useCallback((resized: boolean) => {
    const frame = ref.current;
    if (!frame) return;
    // Offsets change only with widths; a scroll only moves the edges.
    if (resized) pinOffsets(frame);
    const next = measure(frame);
    setState((current) => (same(current, next) ? current : next));
  }, []);

  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    update(true);
    const observer = new ResizeObserver(() => update(true));
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, [update]);

  useLayoutEffect(() => update(true), [update, content]);

  const onScroll = useCallback(() => update(false), [update]);
  return { ref, onScroll, ...state };
}
