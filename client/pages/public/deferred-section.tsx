// Landing sections below the first screen (landing-page.tsx). Their code is fetched once the page has
// loaded, or at the visitor's first scroll, touch, click or key press if that comes sooner, so the
// header's and hero's code arrives first and alone. Until a section's code arrives, React keeps the
// server's markup of it as it is (a dehydrated Suspense boundary): its text, links and pictures are
// there, only its buttons wait.
import { lazy, type ComponentType } from 'react';

type SectionModule = { default: ComponentType };

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

const loaders: (() => Promise<SectionModule>)[] = [];

/**
 * A thenable already fulfilled: React.lazy reads it at once instead of suspending, so that the server,
 * which has loaded every section first (`loadDeferredSections`), renders each in full.
 */
const fulfilled = (module: SectionModule) => ({ then: (resolve: (value: SectionModule) => void) => resolve(module) }) as PromiseLike<SectionModule>;

export function deferredSection(load: () => Promise<SectionModule>) {
  let loaded: SectionModule | undefined;
  const fetchCode = () => load().then((module) => (loaded = module));
  loaders.push(fetchCode);
  return lazy(() => (loaded ? fulfilled(loaded) : whenPageReady().then(fetchCode)) as Promise<SectionModule>);
}

/** For the server's render: every deferred section's code, loaded before the first render. */
export const loadDeferredSections = () => Promise.all(loaders.map((fetchCode) => fetchCode()));
