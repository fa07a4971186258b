// The website around the API: built static files, the server-rendered landing page (cached until an
// admin changes content), the client's other screens, robots.txt, sitemap.xml and the 404 page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isClientPath, isPaymentPath } from '../../common/routes.js';
import { DEHYDRATED_STATE_ID, TIME_ZONE_ATTRIBUTE, type SsrEntry } from '../../common/ssr.js';
import type { ContentChanges } from '../kernel/cache/content-changes.js';
import { PAYMENT_PAGE_CSP } from './content-security-policy.js';
import type { App, SitePages } from '../kernel/http/types.js';
import { createPageCache } from './page-cache.js';
import { TAP_SCRIPT } from './tap-script.js';
import { THEME_SCRIPT } from './theme-script.js';

export interface SiteOptions {
  /** The build output: dist/client (browser files) and dist/ssr (the landing renderer). */
  distDir: string;
  siteUrl: string;
}

const DEFAULT_TITLE = '<title>Basketball Officials Training | Phoenix, Arizona</title>';

/** `timeZone`: the organisation's zone (settings), which the landing page states for its registration dialog and JSON-LD. */
export async function registerSite(app: App, { distDir, siteUrl }: SiteOptions, contentChanges: ContentChanges, timeZone: () => Promise<string>) {
  const clientDir = join(distDir, 'client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href)) as SsrEntry;

  // The landing page arrives whole from the server and its scripts only make it interactive, so they
  // are fetched after its stylesheet and pictures (fetchpriority="low"). Client-rendered screens need
  // theirs to show anything and keep the browser's default priority.
  const serverRendered = template
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');

  // Replacer functions: a replacement string would read admin text such as "$$40" or "$'" as patterns.
  const fill = (head: string, html: string, state?: unknown) =>
    (html ? serverRendered : template)
      .replace('<!--app-head-->', () => `<script>${THEME_SCRIPT}</script>\n    ${head}`)
      .replace('<!--app-html-->', () => html)
      .replace('<!--app-state-->', () =>
        state ? `<script type="application/json" id="${DEHYDRATED_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>` : '',
      );

  // The landing page reads the public API in-process, exactly as the browser would over HTTP.
  const fetchJson = async (path: string) => {
    const response = await app.inject({ method: 'GET', url: path });
    if (response.statusCode >= 400) throw new Error(`${path}: ${response.statusCode}`);
    return response.json();
  };
  const landing = createPageCache(async () => {
    const zone = await timeZone();
    const { html, head, dehydratedState } = await entry.renderLanding(fetchJson, { siteUrl, timeZone: zone });
    // Taps on the landing page's buttons before their code arrives are held, then replayed (tap-script.ts).
    // The zone rides on <html>: the registration dialog's "today" is the organisation's, at no script's cost.
    return fill(`<script>${TAP_SCRIPT}</script>\n    ${head}`, html, dehydratedState)
      .replace(/<html([^>]*)>/, (_tag, attributes: string) => `<html${attributes} ${TIME_ZONE_ATTRIBUTE}="${escapeHtml(zone)}">`);
  });
  const shell = fill(DEFAULT_TITLE, '');

  contentChanges.onChange(() => landing.invalidate());

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (response, path) => {
      // Vite names built assets by content hash, so they never change under the same URL.
      response.header('cache-control', path.includes(`${join('client', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  app.get('/', { config: { access: 'public', publicCache: true } }, async (_request, reply) => sendHtml(reply, await landing.get()));

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${siteUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${siteUrl}/</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>\n</urlset>\n`),
  );

  /** Screens rendered in the browser get the page shell; any other path the 404 page, with status 404. */
  function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (isPaymentPath(request.url)) reply.header('content-security-policy', PAYMENT_PAGE_CSP);
    if (isClientPath(request.url)) return sendHtml(reply, shell);
    return sendHtml(reply, fill(DEFAULT_TITLE, entry.renderNotFound(request.url)), 404);
  }

  // The private pages run no script: the template without the client's modules, with its styles.
  const scriptless = template.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const pages: SitePages = {
    entry,
    sendStatic(reply, { title, html, status = 200 }) {
      const document = scriptless
        .replace('<!--app-head-->', () => `<script>${THEME_SCRIPT}</script>\n    <title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex, nofollow" />`)
        .replace('<!--app-html-->', () => html)
        .replace('<!--app-state-->', '');
      // A private link's page: never kept by a shared cache, never sent on as a referrer.
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(document);
    },
    sendNotFound: (request, reply) => sendHtml(reply, fill(DEFAULT_TITLE, entry.renderNotFound(request.url)), 404),
  };
  return { sendPage, pages };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The build output exists (npm run build); without it the server offers the API alone. */
export const siteIsBuilt = (distDir: string) =>
  existsSync(join(distDir, 'client', 'index.html')) && existsSync(join(distDir, 'ssr', 'entry-server.js'));
