// Lighthouse 12 (mobile, its default simulated throttling) on a page, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../tests/helpers/browser.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** Lab metrics behind the performance score (simulated mobile). */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's reading of the host's speed (higher is faster). Its simulated throttling scales the
   * host's own task times, so scores from hosts of different speed do not compare; this says which.
   */
  benchmarkIndex: number;
  /** Audits below a full score, as "id (score)", for the note. */
  shortfalls: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function measureLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    const shortfalls = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit?.id} (${audit?.score})`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      shortfalls: [...new Set(shortfalls)],
    };
  } finally {
    chrome.kill();
  }
}
