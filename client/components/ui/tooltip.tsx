import type { ComponentProps } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { part } from './part';

/** Mount once near the root so the skip delay carries from one tooltip to the next. */
export function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

const TooltipBody = part(
  TooltipPrimitive.Content,
  'tooltip-content',
  'z-50 w-fit max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background motion-safe:data-[state=delayed-open]:animate-fade-in motion-safe:data-[state=instant-open]:animate-fade-in',
  <TooltipPrimitive.Arrow className="fill-foreground" />,
);

export function TooltipContent({ sideOffset = 4, ...props }: ComponentProps<typeof TooltipBody>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipBody sideOffset={sideOffset} {...props} />
    </TooltipPrimitive.Portal>
  );
}
