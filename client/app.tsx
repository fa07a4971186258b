import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { LazyToaster } from './components/ui/lazy-toaster';
import { ThemeProvider } from './lib/theme';
import { LandingPage } from './pages/public/landing-page';
import { NotFound } from './pages/public/not-found';

/** The whole client. `ssrPath` is given on the server, where there is no location to read. */
export function App({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Router {...(ssrPath !== undefined && { ssrPath })}>
          <Switch>
            <Route path="/" component={LandingPage} />
            <Route component={NotFound} />
          </Switch>
        </Router>
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
