// The one response envelope of every /api call (ARCHITECTURE.md, "One envelope"), as zod schemas for
// the routes' `response` and as types for the client. Client code imports the types only (`import
// type`), so zod never reaches the landing page's bundle.
import { z } from 'zod';

/** Failure: `{ success: false, message, errors? }`, whatever the status. */
export const FailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiFailure = z.infer<typeof FailureSchema>;

/** Success with `data` and, on writes, the message the admin's toast shows. */
export const successSchema = <Data extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(data: Data, extra?: Extra) =>
  z.object({ success: z.literal(true), data, message: z.string().optional(), ...(extra ?? ({} as Extra)) });

/** Success without data: `{ success: true, message }` (deletes, logout). */
export const MessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type ApiMessage = z.infer<typeof MessageSchema>;

/**
 * A value as it arrives in the browser: JSON turns every Date into its ISO string. Row schemas
 * declare timestamps as dates (what the server holds); their types for the client go through this.
 */
export type Json<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** The body of a successful call whose answer carries `data` (plus SPEC's extra fields). */
export type ApiSuccess<Data, Extra extends object = object> = { success: true; data: Data; message?: string } & Extra;
