// The button of the hero and the call-to-action banner, with SPEC section 2's three link rules:
// '#section' scrolls there, '/path' navigates in the same window, anything else opens a new tab.
import type { ComponentProps, MouseEvent } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from '../../../components/ui/plain-button';
import { scrollToSection } from '../../../lib/scroll';
import { cn } from '../../../lib/utils';

type ContentLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> &
  VariantProps<typeof buttonVariants> & { href: string };

/** The attributes an admin-entered link gets under SPEC's rules. */
function linkTarget(href: string): Pick<ComponentProps<'a'>, 'target' | 'rel'> {
  if (href.startsWith('#') || href.startsWith('/')) return {};
  return { target: '_blank', rel: 'noopener noreferrer' };
}

export function ContentLink({ href, variant, size, className, onClick, ...props }: ContentLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const id = href.slice(1);
    if (event.defaultPrevented || !href.startsWith('#') || !id) return;
    event.preventDefault();
    scrollToSection(id);
  };
  return (
    <a
      href={href}
      {...linkTarget(href)}
      onClick={handleClick}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
