// The exam's draw (issue 29, point 3), over random banks and histories: each category gives exactly its
// count, never a question twice, never one of another category, and the questions an official was asked
// least come first, so two attempts share as few questions as the bank allows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawQuestions } from '../../server/exams/draw.js';

const bankAndDraw = fc
  .array(fc.record({ category: fc.constantFrom('Fouls', 'Violations', 'Mechanics'), size: fc.integer({ min: 1, max: 12 }) }), { minLength: 1, maxLength: 3 })
  .map((categories) => {
    const unique = [...new Map(categories.map((category) => [category.category, category])).values()];
    let id = 0;
    const bank = unique.flatMap(({ category, size }) => Array.from({ length: size }, () => ({ id: ++id, category })));
    return { bank, sizes: new Map(unique.map(({ category, size }) => [category, size])) };
  })
  .chain(({ bank, sizes }) =>
    fc.record({
      bank: fc.constant(bank),
      draw: fc.tuple(...[...sizes].map(([category, size]) => fc.integer({ min: 1, max: size }).map((count) => ({ category, count })))),
      seed: fc.integer(),
    }),
  );

/** A repeatable random(n) from a seed (mulberry32). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return Math.floor((((value ^ (value >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

describe('drawQuestions', () => {
  it('draws each category its count, of that category, never a question twice', () => {
    fc.assert(fc.property(bankAndDraw, ({ bank, draw, seed }) => {
      const picked = drawQuestions(bank, draw, new Map(), seeded(seed));
      expect(new Set(picked).size).toBe(picked.length);
      for (const { category, count } of draw) {
        expect(picked.filter((id) => bank.find((question) => question.id === id)!.category === category)).toHaveLength(count);
      }
    }));
  });

  it('shares with the attempts before it only what the bank forces', () => {
    fc.assert(fc.property(bankAndDraw, ({ bank, draw, seed }) => {
      const random = seeded(seed);
      const first = drawQuestions(bank, draw, new Map(), random);
      const second = drawQuestions(bank, draw, new Map(first.map((id) => [id, 1])), random);
      for (const { category, count } of draw) {
        const size = bank.filter((question) => question.category === category).length;
        const inCategory = (ids: number[]) => ids.filter((id) => bank.find((question) => question.id === id)!.category === category);
        const shared = inCategory(second).filter((id) => first.includes(id)).length;
        expect(shared).toBe(Math.max(0, 2 * count - size));
      }
    }));
  });
});
