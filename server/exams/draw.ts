// Which questions an attempt asks: per category the exam's count, those this official was asked least
// often first and at random among equals, so that two attempts share as few questions as the bank allows.
import { randomInt } from 'node:crypto';

export interface BankQuestion {
  id: number;
  category: string;
}

function shuffled<T>(items: readonly T[], random: (below: number) => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * `timesAsked`: question id → how many of the official's earlier attempts asked it. The answer's order
 * is shuffled too (categories mixed), as a paper exam's would be. `random(n)` is an integer in [0, n).
 */
export function drawQuestions(
  bank: readonly BankQuestion[],
  draw: readonly { category: string; count: number }[],
  timesAsked: ReadonlyMap<number, number>,
  random: (below: number) => number = randomInt,
): number[] {
  const picked = draw.flatMap(({ category, count }) => {
    const candidates = shuffled(bank.filter((question) => question.category === category), random);
    // A stable sort keeps the shuffle's order among questions asked equally often.
    candidates.sort((a, b) => (timesAsked.get(a.id) ?? 0) - (timesAsked.get(b.id) ?? 0));
    return candidates.slice(0, count).map((question) => question.id);
  });
  return shuffled(picked, random);
}
