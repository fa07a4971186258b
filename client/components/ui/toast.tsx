import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils';
import { part } from './part';

export function ToastProvider({
  duration = 5000,
  swipeDirection = 'right',
  swipeThreshold = 50,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

export const ToastViewport = part(
  ToastPrimitive.Viewport,
  'toast-viewport',
  'fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]',
);

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-10 shadow-lg transition-[translate] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none motion-safe:data-[state=closed]:animate-toast-out motion-safe:data-[state=open]:animate-toast-in',
  {
    variants: {
      variant: {
        default: 'bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export const ToastTitle = part(ToastPrimitive.Title, 'toast-title', 'text-sm font-semibold');
export const ToastDescription = part(ToastPrimitive.Description, 'toast-description', 'text-sm');

/** A toast's one action (e.g. Pay now); `altText` says how to reach it without the toast, for screen readers. */
export const ToastAction = part(
  ToastPrimitive.Action,
  'toast-action',
  'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
);

const ToastClosePart = part(
  ToastPrimitive.Close,
  'toast-close',
  'absolute top-2 right-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground group-data-[variant=destructive]:text-destructive-foreground group-data-[variant=destructive]:outline-destructive-foreground group-data-[variant=destructive]:hover:bg-destructive-foreground/15 group-data-[variant=destructive]:hover:text-destructive-foreground',
  <X className="size-4" aria-hidden="true" />,
);

export const ToastClose = (props: ComponentProps<typeof ToastClosePart>) => <ToastClosePart aria-label="Close" {...props} />;
