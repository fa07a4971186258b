// Certificate dates and codes (issue 16): months added with the day clamped to the month's end, and
// codes of the right alphabet and length, read back case- and dash-insensitively.
import { describe, expect, it } from 'vitest';
import { formatCode, isCodeShape, normaliseCode } from '../../common/certificate-code.js';
import { addDays, addMonths } from '../../common/calendar/sums.js';
import { newCertificateCode } from '../../server/certificates/code.js';

describe('addMonths', () => {
  it('keeps the day, clamped to the last day of a shorter month', () => {
    expect(addMonths('2026-12-01', 12)).toBe('2027-12-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
  });
});

describe('certificate codes', () => {
  it('are 12 unambiguous characters, unique in practice', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCertificateCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(isCodeShape(code)).toBe(true);
    expect([...codes].join('')).not.toMatch(/[01OIL]/);
  });
  it('read back whatever the case and dashes', () => {
    expect(normaliseCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(formatCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(isCodeShape('ABCDEFGHJKM0')).toBe(false);
  });
});
