import type { ComponentType } from 'react';

/**
 * A loader for `React.lazy` (or any later render): the component's code and the query library
 * together, the component placed in the page's query cache (query-runtime.tsx).
 */
export const withQueryRuntime =
  <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  () =>
    Promise.all([load(), import('./query-runtime')]).then(([Component, runtime]) => ({ default: runtime.withQueries(Component) }));
