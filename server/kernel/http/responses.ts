// Failure answers a route declares in its response schema. Each is the one envelope (FailureSchema),
// which is also what errors.ts sends, so an error answer always fits the route's schema.
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { FailureSchema } from '../../../common/api.js';

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/** `{ 400: FailureSchema, 404: FailureSchema, ... }` for the statuses given. */
export function failures<const Status extends FailureStatus>(...statuses: Status[]): Record<Status, typeof FailureSchema> {
  return Object.fromEntries(statuses.map((status) => [status, FailureSchema])) as Record<Status, typeof FailureSchema>;
}

/** Refused by the guard: not signed in (401) or not an admin (403). Every admin route can answer these. */
export const GUARDED = [401, 403] as const;
/** A JSON body: invalid (400), too large (413), not JSON (415). */
export const WITH_BODY = [400, 413, 415] as const;

/** The success envelope `{ success: true, data, message? }`. */
export const ok = <Data>(data: Data, message?: string) => ({ success: true as const, data, ...(message !== undefined && { message }) });

/** A success without data: `{ success: true, message }` (deletes, logout). */
export const done = (message: string) => ({ success: true as const, message });

/** A PDF answer's schema in the API document (the certificate's, staff's and the official's). */
export const PdfFileSchema = z.string().meta({ format: 'binary', description: 'A one-page landscape PDF' });

/** A PDF shown in the browser's viewer (opened in a new tab), never cached: it holds a person's name. */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, filename: string) =>
  reply.type('application/pdf').header('cache-control', 'no-store').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
