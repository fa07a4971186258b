// SPEC section 9: backup sizes in B, KB or MB with 2 decimals.
import { describe, expect, it } from 'vitest';
import { formatSize } from '../../common/format.js';

describe('formatSize', () => {
  it('shows bytes below 1 KB in B with 2 decimals', () => {
    expect(formatSize(0)).toBe('0.00 B');
    expect(formatSize(1)).toBe('1.00 B');
    expect(formatSize(1023)).toBe('1023.00 B');
  });

  it('shows 1 KB up to 1 MB in KB with 2 decimals', () => {
    expect(formatSize(1024)).toBe('1.00 KB');
    expect(formatSize(1536)).toBe('1.50 KB');
    expect(formatSize(1023 * 1024)).toBe('1023.00 KB');
  });

  it('shows 1 MB and more in MB with 2 decimals', () => {
    expect(formatSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatSize(2.5 * 1024 * 1024 * 1024)).toBe('2560.00 MB');
  });

  it('shows N/A for a size it cannot read', () => {
    expect(formatSize(Number.NaN)).toBe('N/A');
    expect(formatSize(-1)).toBe('N/A');
  });
});
