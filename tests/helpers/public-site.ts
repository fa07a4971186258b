// What anyone can read from the running server without a browser: the public API's data and the
// server-rendered landing page.
import { expect } from 'vitest';

interface Server {
  url: string;
}

/** GETs a public API path, expects 200 and returns the body's `data`. */
export async function publicData<T = Record<string, unknown>>(server: Server, path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Turns the entities React writes for quotes and ampersands back into the characters. */
export const decodeEntities = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** The server-rendered `/`, its entities decoded. */
export async function publicHtml(server: Server): Promise<string> {
  return decodeEntities(await (await fetch(`${server.url}/`)).text());
}
