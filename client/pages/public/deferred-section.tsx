// Landing sections below the first screen (landing-page.tsx). Their code is fetched once the page has
// loaded, or at the visitor's first scroll, touch, click or key press if that comes sooner, so the
// header's and hero's code arrives first and alone. Until a section's code arrives, React keeps the
// server's markup of it as it is (a dehydrated Suspense boundary): its text, links and pictures are
// there, only its buttons wait.
import { lazy, type ComponentType } from 'react';
import { whenPageReady } from '../../lib/page-ready';

type SectionModule = { default: ComponentType };

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
