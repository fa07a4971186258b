// What the server-rendered pages' routes share (consent form, registrant's page, certificate check): public, outside the API
// document, keyed by the link's token, and drawn by the built site.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SitePages } from './types.js';

export const PRIVATE_PAGE_ROUTE = { config: { access: 'public' as const }, schema: { hide: true } };

export const tokenOf = (request: FastifyRequest) => String((request.params as { token?: unknown }).token ?? '');

/** The site's pages, or null after a plain 404 when the site is not built (the API alone). */
export function sitePagesOr404(pages: SitePages | null | undefined, reply: FastifyReply): SitePages | null {
  if (pages) return pages;
  void reply.code(404).send({ success: false, message: 'Not found' });
  return null;
}
