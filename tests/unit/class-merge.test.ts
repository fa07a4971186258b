import { describe, expect, it } from 'vitest';
import { cn } from '../../client/lib/utils.js';

describe('cn', () => {
  it('lets a later class override an earlier one of the same family', () => {
    expect(cn('bg-primary text-primary-foreground', 'bg-accent')).toBe('text-primary-foreground bg-accent');
    expect(cn('w-auto px-4 py-2', 'w-full')).toBe('px-4 py-2 w-full');
    expect(cn('h-9 px-4', 'h-12 px-6')).toBe('h-12 px-6');
    expect(cn('inline-flex', 'hidden')).toBe('hidden');
    expect(cn('rounded-md', 'rounded-none')).toBe('rounded-none');
    expect(cn('flex-row', 'flex-col')).toBe('flex-col');
  });

  it('tells text size, alignment and colour apart', () => {
    expect(cn('text-sm text-muted-foreground', 'text-lg')).toBe('text-muted-foreground text-lg');
    expect(cn('text-sm text-muted-foreground', 'text-white')).toBe('text-sm text-white');
    expect(cn('text-left text-sm', 'text-center')).toBe('text-sm text-center');
  });

  it('tells border width and colour apart, and sides apart', () => {
    expect(cn('border border-input', 'border-destructive')).toBe('border border-destructive');
    expect(cn('border-2', 'border')).toBe('border');
    expect(cn('border-b', 'border-t')).toBe('border-b border-t');
  });

  it('keeps variants separate from the base class', () => {
    expect(cn('bg-primary hover:bg-primary/90', 'bg-accent')).toBe('hover:bg-primary/90 bg-accent');
    expect(cn('md:w-1/2', 'w-full')).toBe('md:w-1/2 w-full');
    expect(cn('sm:p-6 p-4', 'sm:p-8')).toBe('p-4 sm:p-8');
  });

  it('keeps unrelated classes, arbitrary values and conditionals as clsx does', () => {
    expect(cn('mx-auto', (Math.random() > 2) && 'hidden', null, undefined, ['mt-4', { 'font-bold': true, italic: false }])).toBe('mx-auto mt-4 font-bold');
    expect(cn('bg-[url(/a.svg)] bg-primary', 'bg-cover bg-center')).toBe('bg-[url(/a.svg)] bg-primary bg-cover bg-center');
    expect(cn('px-2 py-1', 'p-3')).toBe('px-2 py-1 p-3');
  });
});
