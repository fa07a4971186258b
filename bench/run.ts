// `npm run bench`: starts the built server and prints figures. A benchmark, never a test: it fails
// nothing, it reports.
import { launchBrowser } from '../tests/helpers/browser.js';
import { startServer } from '../tests/helpers/server.js';
import { measureLanding } from './landing.js';

const server = await startServer();
const browser = await launchBrowser();
try {
  const landing = await measureLanding(browser, `${server.url}/`);
  console.log('Landing page / (Chromium, 412x823):');
  console.table({
    'JavaScript before interactive (gzip KB)': landing.jsGzipKb,
    'script files before interactive': landing.jsFiles,
    'API calls before idle': landing.apiCallsBeforeIdle,
    'words of text in the raw HTML': landing.wordsInRawHtml,
    'largest contentful paint (ms, loopback)': landing.lcpMs,
    'cumulative layout shift': landing.cls,
  });
} finally {
  await browser.close();
  await server.stop();
}
