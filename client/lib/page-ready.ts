// The landing page's "the first screen has had its turn" signal: code that can wait (the sections below
// the first screen, the marketing popup) is fetched once it settles.
const FIRST_ACTIONS = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;
let pageReady: Promise<void> | undefined;

/** Settles when the page has loaded or the visitor first acts, whichever comes first. */
export function whenPageReady(): Promise<void> {
  return (pageReady ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete' || window.scrollY > 0) return resolve();
    const ready = () => {
      window.removeEventListener('load', ready);
      for (const action of FIRST_ACTIONS) window.removeEventListener(action, ready, true);
      resolve();
    };
    window.addEventListener('load', ready);
    for (const action of FIRST_ACTIONS) window.addEventListener(action, ready, { capture: true, passive: true });
  }));
}
