import { Slot } from 'radix-ui';
import { cn } from '../../lib/utils';
import { buttonVariants, PlainButton, type PlainButtonProps } from './plain-button';

export { buttonVariants };

export type ButtonProps = PlainButtonProps & { asChild?: boolean };

/** The site's button; with `asChild`, its look on the one child element instead (a link, say). */
export function Button({ asChild = false, ...props }: ButtonProps) {
  if (!asChild) return <PlainButton {...props} />;
  const { className, variant, size, ...rest } = props;
  return <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...rest} />;
}
