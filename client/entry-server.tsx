// The server render of `/`: fills a fresh query cache through the same query factories the components
// use, renders, and hands back the markup, the head tags and the cache to embed.
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { ConsentPage as ConsentPageData } from '../common/consent-page';
import type { MyRegistrationPage as MyRegistrationPageData } from '../common/my-registration-page';
import type { FetchJson, RenderResult } from '../common/ssr';
import type { VerifyPage as VerifyPageData } from '../common/verify-page';
import { App } from './app';
import { pageDataOf, type PageData } from './lib/embedded-query-state';
import { PageDataProvider } from './lib/page-query';
import { createQueryClient } from './lib/query-client';
import { loadDeferredSections } from './pages/public/deferred-section';
import { landingQueries } from './lib/queries';
import { ConsentPage } from './pages/self-service/consent-page';
import { MyRegistrationPage } from './pages/self-service/my-registration-page';
import { VerifyPage } from './pages/self-service/verify-page';
import { renderHead } from './seo/head';

export async function renderLanding(fetchJson: FetchJson, { siteUrl, timeZone }: { siteUrl: string; timeZone: string }): Promise<RenderResult> {
  const queryClient = createQueryClient(({ queryKey }) => fetchJson(String(queryKey[0])));
  await Promise.all([...landingQueries().map((query) => queryClient.prefetchQuery(query)), loadDeferredSections()]);
  const dehydratedState = dehydrate(queryClient);
  const html = renderToString(<ServerApp queryClient={queryClient} pageData={pageDataOf(dehydratedState)} ssrPath="/" />);
  return { html, head: renderHead(queryClient, siteUrl, timeZone), dehydratedState };
}

export function renderNotFound(url: string): string {
  // A page that is not found has no answers of its own.
  return renderToString(<ServerApp queryClient={createQueryClient()} pageData={pageDataOf(null)} ssrPath={url.split('?')[0] ?? '/'} />);
}

/**
 * The app with this request's query cache: above it for the parts that use the library, and as the
 * page's answers for the first screen, which reads them as the browser will (lib/page-query.ts).
 */
function ServerApp({ queryClient, pageData, ssrPath }: { queryClient: QueryClient; pageData: PageData; ssrPath: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageDataProvider value={pageData}>
        <App ssrPath={ssrPath} />
      </PageDataProvider>
    </QueryClientProvider>
  );
}

export const renderConsentPage = (page: ConsentPageData): string => renderToString(<ConsentPage page={page} />);

export const renderMyRegistrationPage = (page: MyRegistrationPageData): string => renderToString(<MyRegistrationPage page={page} />);

export const renderVerifyPage = (page: VerifyPageData): string => renderToString(<VerifyPage page={page} />);
