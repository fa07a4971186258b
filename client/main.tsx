import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEHYDRATED_STATE_ID } from '../common/ssr';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const queryClient = createQueryClient();
const state = document.getElementById(DEHYDRATED_STATE_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The landing page arrives rendered by the server; other screens are rendered here.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
