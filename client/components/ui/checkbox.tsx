import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { part } from './part';

export const Checkbox = part(
  CheckboxPrimitive.Root,
  'checkbox',
  'peer size-4 shrink-0 cursor-pointer rounded-[4px] border border-input shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
  <CheckboxPrimitive.Indicator className="group flex items-center justify-center text-current">
    {/* "Some selected" shows a dash, "all selected" a tick. */}
    <Check className="size-3.5 group-data-[state=indeterminate]:hidden" aria-hidden="true" />
    <Minus className="hidden size-3.5 group-data-[state=indeterminate]:block" aria-hidden="true" />
  </CheckboxPrimitive.Indicator>,
);
