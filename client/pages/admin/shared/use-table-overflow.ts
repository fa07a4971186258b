// Whether a table is wider than its frame and which way there is more to see, kept up to date on
// scroll and on resize (of the frame or the table: rows load, columns appear at a breakpoint).
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

function measure(frame: HTMLElement): TableOverflow {
  const { scrollWidth, clientWidth, scrollLeft } = frame;
  const overflows = scrollWidth - clientWidth > SLACK;
  if (!overflows) return NONE;
  return { overflows, moreStart: scrollLeft > SLACK, moreEnd: scrollLeft + clientWidth < scrollWidth - SLACK };
}

const same = (a: TableOverflow, b: TableOverflow) => a.overflows === b.overflows && a.moreStart === b.moreStart && a.moreEnd === b.moreEnd;

/** `ref` goes on the scrolling frame; `onScroll` on it too. */
export function useTableOverflow<Frame extends HTMLElement>() {
  const ref = useRef<Frame>(null);
  const [state, setState] = useState<TableOverflow>(NONE);

  const update = useCallback(() => {
    const frame = ref.current;
    if (!frame) return;
    const next = measure(frame);
    setState((current) => (same(current, next) ? current : next));
  }, []);

  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, [update]);

  return { ref, onScroll: update, ...state };
}
