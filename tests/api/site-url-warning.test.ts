// The start-up log warns when production runs without its public address (issue 13, point 7): with
// SITE_URL unset or local, canonical links, JSON-LD, the sitemap and Stripe's return addresses would send
// search engines and payers to localhost. The built server as its own process, as `npm start` runs it;
// the local addresses one by one are in tests/unit/config.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';

const WARNING = /SITE_URL is unset or local \(http:\/\/localhost:\d+\): .*set SITE_URL to the site's public origin/;

let unset: RunningServer;
let published: RunningServer;
// Both at once: each start migrates, seeds and hashes the admin password.
beforeAll(async () => {
  [unset, published] = await Promise.all([startServer(), startServer({ SITE_URL: 'https://referees.example.org' })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([unset?.stop(), published?.stop()]);
});

/** The log line matching `pattern`, parsed (pino writes JSON lines), or undefined. */
const logLine = (output: string, pattern: RegExp) => {
  const line = output.split('\n').find((text) => pattern.test(text));
  return line === undefined ? undefined : (JSON.parse(line) as { level: number; msg: string });
};

describe('the SITE_URL start-up warning', () => {
  it('warns in production when SITE_URL is unset, naming the address the pages then use', async () => {
    expect(logLine(unset.output(), WARNING), unset.output()).toMatchObject({ level: 40 });
    const html = await (await fetch(`${unset.url}/`)).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/" \/>/);
  });

  it('says nothing when SITE_URL is the public origin, which the page and its JSON-LD then name', async () => {
    expect(published.output()).not.toMatch(/SITE_URL/);
    const html = await (await fetch(`${published.url}/`)).text();
    expect(html).toContain('<link rel="canonical" href="https://referees.example.org/" />');
    expect(html).toContain('"url":"https://referees.example.org/#program-');
  });
});
