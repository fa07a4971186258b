// The server render of `/`: fills a fresh query cache through the same query factories the components
// use, renders, and hands back the markup, the head tags and the cache to embed.
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { FetchJson, RenderResult } from '../common/ssr';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { landingQueries } from './lib/queries';
import { renderHead } from './seo/head';

export async function renderLanding(fetchJson: FetchJson, { siteUrl }: { siteUrl: string }): Promise<RenderResult> {
  const queryClient = createQueryClient(({ queryKey }) => fetchJson(String(queryKey[0])));
  await Promise.all(landingQueries().map((query) => queryClient.prefetchQuery(query)));
  const html = renderToString(<App queryClient={queryClient} ssrPath="/" />);
  return { html, head: renderHead(queryClient, siteUrl), dehydratedState: dehydrate(queryClient) };
}

export function renderNotFound(url: string): string {
  return renderToString(<App queryClient={createQueryClient()} ssrPath={url.split('?')[0] ?? '/'} />);
}
