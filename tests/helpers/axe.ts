// axe-core in a test's page: WCAG 2.1 A/AA and best practices. Each serious or critical finding comes
// as one text (the rule, its help, and the elements with what fails on each), so that a failing test
// says what to mend; an empty list passes. The rules that passed come too, to show the check really
// looked at the page. The page needs bypassCSP to take axe's script.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { finiteAnimationsEnded } from './locators.js';
import { keepScreenshot } from './site-session.js';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export interface AxeOutcome {
  serious: string[];
  passed: string[];
}

/** Elements listed per finding: enough to find the pattern, short enough to read. */
const ELEMENTS_SHOWN = 8;

/**
 * The rules whose outcome a colour theme can change. A screen already checked whole in one theme needs
 * only these in the other: names, roles, labels and structure are the same markup in both.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's WCAG 2.1 A/AA and best-practice rules on the page, or only `rules` (e.g. THEME_RULES). */
export async function runAxe(page: Page, rules?: string[]): Promise<AxeOutcome> {
  // Once per document: parsing axe's half a megabyte again for each check costs a third of a check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] };
  // Only the violations' elements are gathered (`resultTypes`), and only what is reported leaves the
  // page: the passes' every element, gathered and sent over, was most of a check's time.
  // Colours are read once the finite animations end: a badge that just changed its variant, or a page
  // that just changed its theme, is between two colours for a moment, and axe would judge that mix.
  await finiteAnimationsEnded(page);
  const results = await page.evaluate(
    async ([only, shown]) => {
      const { violations, passes } = await window.axe.run(document, { runOnly: only, resultTypes: ['violations'] });
      return {
        violations: violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.slice(0, shown).map(({ target, failureSummary }) => ({ target, failureSummary })) })),
        passed: passes.map((rule) => rule.id),
      };
    },
    [runOnly, ELEMENTS_SHOWN] as const,
  );
  return {
    serious: results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) =>
        [
          `[${violation.impact}] ${violation.id}: ${violation.help}`,
          ...violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
        ].join('\n'),
      ),
    passed: results.passed,
  };
}

export const seriousAxeFindings = async (page: Page): Promise<string[]> => (await runAxe(page)).serious;

/**
 * Expects no serious finding, and `checkedRules` among the rules that passed: the check really looked
 * at the page (its colours, names, labels...). `state` names what was checked in a failure.
 */
export async function expectNoSeriousAxeFindings(page: Page, checkedRules: string[], state = 'the page', rules?: string[]): Promise<void> {
  const { serious, passed } = await runAxe(page, rules);
  expect(passed).toEqual(expect.arrayContaining(checkedRules));
  expect(serious, `axe, ${state}:\n${serious.join('\n')}`).toEqual([]);
}

export interface ScreenCheck {
  /** Names the screenshot `{dir}/{name}-{width}-{theme}.png` and the failure. */
  name: string;
  theme: 'light' | 'dark';
  dir: string;
  checkedRules: string[];
  /** A dialog is shot as the viewport shows it, a screen whole. */
  dialog?: boolean;
  /** Only THEME_RULES, for a screen checked whole in the other theme (checkedRules then among them). */
  themeRulesOnly?: boolean;
}

/**
 * A screen or dialog checked once its colours have settled (they change with a transition): nothing
 * serious for axe, `checkedRules` among those that passed, no sideways scroll of the page (a table wider
 * than a phone scrolls inside its frame), and its screenshot kept.
 */
export async function expectScreenChecked(page: Page, { name, theme, dir, checkedRules, dialog = false, themeRulesOnly = false }: ScreenCheck): Promise<void> {
  const { width } = page.viewportSize()!;
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const rules = themeRulesOnly ? THEME_RULES : undefined;
  await expectNoSeriousAxeFindings(page, rules ? checkedRules.filter((rule) => rules.includes(rule)) : checkedRules, `${name}, ${width} px, ${theme}`, rules);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await keepScreenshot(page, { path: `${dir}/${name}-${width}-${theme}.png`, fullPage: !dialog });
}
