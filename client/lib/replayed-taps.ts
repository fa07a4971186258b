// Taps held by the landing page's inline script (server/ssr/tap-script.ts) while a control's code was on
// its way: the control, once mounted, says it is live (its taps reach React from then on) and runs the
// tap it missed, so a Register, menu or Send tapped early does what it says once the code is there.
import { useEffect, useRef } from 'react';

interface TapQueue {
  /** The latest held key of each group ("register" for "register:3"). */
  held: Record<string, string>;
  live: Record<string, boolean>;
}

/** The page's queue; a page the client drew itself (after a client-side navigation) starts an empty one, so "live" reads the same. */
const tapQueue = () => ((window as { __taps?: TapQueue }).__taps ??= { held: {}, live: {} });

/**
 * The attribute that lets the inline script hold taps on a control (a button, or a form for its
 * submit) until `useReplayedTap(key, ...)` of the same key has mounted.
 */
export const tapTarget = (key: string) => ({ 'data-tap': key });

/** Marks `key` live while mounted, and on mount runs `replay` if a tap on it was held. */
export function useReplayedTap(key: string, replay: () => void) {
  const latest = useRef(replay);
  useEffect(() => {
    latest.current = replay;
  });
  useEffect(() => {
    const taps = tapQueue();
    taps.live[key] = true;
    for (const held of document.querySelectorAll(`[data-tap="${key}"] [data-tap-held], [data-tap="${key}"][data-tap-held]`)) held.removeAttribute('data-tap-held');
    const group = key.split(':')[0]!;
    if (taps.held[group] === key) {
      delete taps.held[group];
      latest.current();
    }
    return () => {
      taps.live[key] = false;
    };
  }, [key]);
}
