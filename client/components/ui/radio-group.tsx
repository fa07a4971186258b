import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { Circle } from 'lucide-react';
import { part } from './part';

export const RadioGroup = part(RadioGroupPrimitive.Root, 'radio-group', 'grid gap-3');

export const RadioGroupItem = part(
  RadioGroupPrimitive.Item,
  'radio-group-item',
  'peer aspect-square size-4 shrink-0 cursor-pointer rounded-full border border-input text-primary shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary',
  <RadioGroupPrimitive.Indicator className="flex items-center justify-center">
    <Circle className="size-2 fill-current" aria-hidden="true" />
  </RadioGroupPrimitive.Indicator>,
);
