import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { embeddedQueryState, pageDataOf } from './lib/embedded-query-state';
import { PageDataProvider } from './lib/page-query';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <PageDataProvider value={pageDataOf(embeddedQueryState())}>
      <App />
    </PageDataProvider>
  </StrictMode>
);
// The landing page arrives rendered by the server; other screens are rendered here.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
