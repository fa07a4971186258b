// Landing-page figures in Debian's Chromium: JavaScript before interactive (gzip), API calls before
// idle, words of text in the raw HTML, largest contentful paint and layout shift.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface LandingFigures {
  jsGzipKb: number;
  jsFiles: number;
  apiCallsBeforeIdle: number;
  wordsInRawHtml: number;
  lcpMs: number;
  cls: number;
}

function visibleWords(html: string): number {
  const text = html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<head>[\s\S]*?<\/head>/i, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length;
}

export async function measureLanding(browser: Browser, url: string): Promise<LandingFigures> {
  const rawHtml = await (await fetch(url)).text();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  let interactive = false;
  let apiCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls += 1;
    if (!interactive && request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  interactive = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { lcp, cls } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  let gzipBytes = 0;
  for (const script of scripts) gzipBytes += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer()), { level: 9 }).length;
  await context.close();
  return {
    jsGzipKb: Math.round((gzipBytes / 1024) * 10) / 10,
    jsFiles: scripts.size,
    apiCallsBeforeIdle: apiCalls,
    wordsInRawHtml: visibleWords(rawHtml),
    lcpMs: Math.round(lcp),
    cls: Math.round(cls * 1000) / 1000,
  };
}
