// The app's Fastify type (with the zod type provider) and the server-rendered pages' interface, for route files.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SsrEntry } from '../../../common/ssr.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Server-rendered pages outside the client's router (the private links of issue 15); they run no script. */
export interface SitePages {
  entry: SsrEntry;
  sendStatic(reply: FastifyReply, page: { title: string; html: string; status?: number }): FastifyReply;
  /** The 404 page, exactly as an unknown path gets it. */
  sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}
