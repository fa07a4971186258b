import { Label as LabelPrimitive } from 'radix-ui';
import { part } from './part';

export const Label = part(
  LabelPrimitive.Root,
  'label',
  'flex items-center gap-1 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
);
