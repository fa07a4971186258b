// The ids an update route refuses before it reads the body: an unknown one (404) and a malformed one (400).
import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  json(): unknown;
}

/**
 * `update` (a PUT of one record by id) is a 404 with `{ success: false, message: notFound }` for an
 * unknown id, with `body` or an empty one, and a 400 for a malformed id.
 */
export async function expectUnknownAndMalformedIds(update: (id: number | string, body: object) => Promise<Answer>, body: object, notFound: string) {
  const missing = await update(999999, body);
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ success: false, message: notFound });
  expect((await update(999999, {})).statusCode).toBe(404);
  expect((await update('abc', body)).statusCode).toBe(400);
}
