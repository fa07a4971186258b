// The fixed header: brand, smooth-scrolling section links, Admin, theme, and a toggle menu below lg.
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants, PlainButton } from '../../components/ui/plain-button';
import { usePageQuery } from '../../lib/page-query';
import { tapTarget, useReplayedTap } from '../../lib/replayed-taps';
import { companyInfoQuery } from '../../lib/queries';
import { scrollOnClick, SECTION_LINKS } from '../../lib/scroll';
import { cn } from '../../lib/utils';
import { BasketballMark } from '../../components/icons';
import { FALLBACK_COMPANY_NAME } from './company-info';
import { ThemeToggle } from './theme-toggle';

const SHADOW_AFTER_PX = 50; // SPEC section 9
const MENU_ID = 'site-menu';

export function SiteHeader() {
  const { data: company } = usePageQuery(companyInfoQuery());
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A tap on the toggle before this code arrived opens the menu now (lib/replayed-taps.ts).
  useReplayedTap('menu', () => setMenuOpen(true));

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHADOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const goTo = (id: string) => scrollOnClick(id, () => setMenuOpen(false));

  return (
    <>
      <a
        href="#main-content"
        onClick={goTo('main-content')}
        className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <header
        id="site-header"
        className={cn(
          'fixed inset-x-0 top-0 z-50 border-b bg-background/95 backdrop-blur transition-shadow duration-200',
          scrolled && 'shadow-md dark:shadow-black/40',
        )}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <a href="#home" onClick={goTo('home')} className="flex min-w-0 items-center gap-2.5 rounded-md">
            <BasketballMark className="size-9 shrink-0" />
            <span className="line-clamp-2 text-sm leading-tight font-bold sm:text-base lg:max-w-52 xl:max-w-none">
              {company?.name ?? FALLBACK_COMPANY_NAME}
            </span>
          </a>
          <nav aria-label="Main" className="ml-auto hidden lg:block">
            <ul className="flex items-center gap-0.5">
              {SECTION_LINKS.map(({ id, label }) => (
                <li key={id}>
                  <a href={`#${id}`} onClick={goTo(id)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-2">
            <a href="/login" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'hidden lg:inline-flex')}>
              Admin
            </a>
            <ThemeToggle />
            <PlainButton
              ref={toggleRef}
              type="button"
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label="Toggle menu"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              {...tapTarget('menu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
            </PlainButton>
          </div>
        </div>
        <div id={MENU_ID} hidden={!menuOpen} className="border-t bg-background lg:hidden">
          <nav aria-label="Main menu" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
            <ul className="grid gap-1">
              {SECTION_LINKS.map(({ id, label }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    onClick={goTo(id)}
                    className={cn(buttonVariants({ variant: 'ghost' }), 'h-11 w-full justify-start text-base')}
                  >
                    {label}
                  </a>
                </li>
              ))}
              <li className="mt-2 border-t pt-3">
                <a href="/login" className={cn(buttonVariants({ variant: 'outline' }), 'h-11 w-full text-base')}>
                  Admin
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}
