// axe-core in a test's page: WCAG 2.1 A/AA and best practices. The serious or critical findings come
// as "rule: targets" lines (an empty list passes), with the rules that passed, to show the check really
// looked at the page. The page needs bypassCSP to take axe's script.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export interface AxeOutcome {
  serious: string[];
  passed: string[];
}

export async function runAxe(page: Page): Promise<AxeOutcome> {
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }));
  return {
    serious: results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    passed: results.passes.map((rule) => rule.id),
  };
}

export const seriousAxeFindings = async (page: Page): Promise<string[]> => (await runAxe(page)).serious;
