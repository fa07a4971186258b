// The contract between the server and the client's SSR entry (built by Vite into dist/ssr).
import type { ConsentPage } from './consent-page.js';
import type { MyRegistrationPage } from './my-registration-page.js';
import type { VerifyPage } from './verify-page.js';

/** Reads a public API path the way the browser would, returning the parsed JSON body. */
export type FetchJson = (path: string) => Promise<unknown>;

export interface RenderResult {
  /** Markup for inside <div id="root">. */
  html: string;
  /** Tags for <head>: title, meta description, Open Graph, JSON-LD. */
  head: string;
  /** The TanStack Query cache, to be embedded for hydration. */
  dehydratedState: unknown;
}

export interface SsrEntry {
  /** `timeZone`: the organisation's (settings), in which programs' dates and times are read. */
  renderLanding(fetchJson: FetchJson, options: { siteUrl: string; timeZone: string }): Promise<RenderResult>;
  /** The not-found page's markup, rendered the same way the client will render it. */
  renderNotFound(url: string): string;
  /** The guardian's consent form and its outcomes: markup for inside <div id="root">, run without script. */
  renderConsentPage(page: ConsentPage): string;
  /** The registrant's own page and its cancellation steps, run without script. */
  renderMyRegistrationPage(page: MyRegistrationPage): string;
  /** The public certificate check (issue 16), run without script. */
  renderVerifyPage(page: VerifyPage): string;
}

/** Where the dehydrated query cache travels in the page (a JSON data block, never executed). */
export const DEHYDRATED_STATE_ID = '__QUERY_STATE__';

/** The landing page's <html> attribute naming the organisation's time zone (settings). */
export const TIME_ZONE_ATTRIBUTE = 'data-time-zone';
