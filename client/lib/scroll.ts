import type { MouseEvent } from 'react';

/** Smoothly scrolls to a landing section (the CSS scroll-margin keeps it clear of the fixed header). */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard focus along with the view, without a second jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * The click of a link to a landing section: a smooth scroll instead of the jump (the plain href still
 * works before hydration). `before` runs first, e.g. to close a menu.
 */
export const scrollOnClick = (id: string, before?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  before?.();
  scrollToSection(id);
};

/** The landing page's anchors, in page order, as the header and footer link them. */
export const SECTION_LINKS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'services', label: 'Services' },
  { id: 'programs', label: 'Programs' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'contact', label: 'Contact' },
] as const;
