// The marketing popup of SPEC section 4: hidden -> (2 s) -> full or minimized. Nothing renders on the
// server (the state starts hidden), so hydration never disagrees with it.
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { Program } from '../../../../common/schemas/program';
import { marketingPopupQuery, programsQuery } from '../../../lib/queries';
import { scrollToSection } from '../../../lib/scroll';
import { hasPopupCookie, POPUP_DELAY_MS, setPopupCookie } from './popup-cookie';
import { useRegistration } from '../registration/registration-context';

type PopupState = 'hidden' | 'full' | 'minimized';

type PopupDialogComponent = (typeof import('./popup-dialog'))['default'];
let dialogModule: Promise<PopupDialogComponent> | null = null;

// Loaded by hand rather than with React.lazy: lazy suspends on first render even when the code is
// already here, and React then holds the reveal back ~300 ms, which would stretch SPEC's 2 s.
function loadPopupDialog(): Promise<PopupDialogComponent> {
  dialogModule ??= import('./popup-dialog').then(
    (module) => module.default,
    (error: unknown) => {
      dialogModule = null;
      throw error;
    },
  );
  return dialogModule;
}
const prefetchPopupDialog = () => void loadPopupDialog().catch(() => undefined);

/** SPEC: Register Now is for "program 1"; failing that, the first program on offer. */
function registrationProgram(programs: Program[] | undefined): Program | undefined {
  const offered = programs?.filter((program) => program.active) ?? [];
  return offered.find((program) => program.id === 1) ?? offered[0];
}

export function MarketingPopup() {
  const { data: popup } = useQuery(marketingPopupQuery());
  const { data: programs } = useQuery(programsQuery());
  const { openRegistration } = useRegistration();
  const [state, setState] = useState<PopupState>('hidden');
  // The dialog stays mounted once loaded so that it can animate out and report when it has gone.
  const [PopupDialog, setPopupDialog] = useState<PopupDialogComponent | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const returnFocus = useRef<HTMLElement | null>(null);
  const openedFromCard = useRef(false);
  const afterClose = useRef<(() => void) | null>(null);
  const learnMore = useRef<HTMLButtonElement>(null);

  const shown = !!popup?.active && popup.title.trim() !== '';

  const openFull = useCallback((fromCard: boolean) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openedFromCard.current = fromCard;
    loadPopupDialog().then(
      (component) => {
        setPopupDialog(() => component);
        setState('full');
      },
      // Offline: fall back to the card, whose Learn More tries again.
      () => setState('minimized'),
    );
  }, []);

  useEffect(() => {
    if (!shown) return;
    const seen = hasPopupCookie();
    if (!seen) prefetchPopupDialog();
    const timer = setTimeout(() => (seen ? setState('minimized') : openFull(false)), POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown, openFull]);

  // SPEC: page scrolling is locked while the popup is full (Radix adds its own lock once loaded).
  useEffect(() => {
    if (state !== 'full') return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [state]);

  const dismiss = useCallback(() => {
    setPopupCookie();
    setState('minimized');
  }, []);

  const register = useCallback(() => {
    setPopupCookie();
    const program = registrationProgram(programs);
    // Opened once the popup has gone and focus is back, so the registration dialog returns focus there.
    afterClose.current = program ? () => openRegistration(program) : () => scrollToSection('programs');
    setState('hidden');
  }, [programs, openRegistration]);

  const closed = useCallback(() => {
    if (stateRef.current === 'full') return; // React's development double mount, not a real close
    if (openedFromCard.current && stateRef.current === 'minimized') {
      learnMore.current?.focus();
    } else {
      const previous = returnFocus.current;
      if (previous?.isConnected && previous !== document.body) previous.focus({ preventScroll: true });
    }
    returnFocus.current = null;
    const next = afterClose.current;
    afterClose.current = null;
    next?.();
  }, []);

  if (!popup || !shown) return null;

  return (
    <>
      {PopupDialog && (
        <PopupDialog popup={popup} open={state === 'full'} onDismiss={dismiss} onRegister={register} onClosed={closed} />
      )}
      {state === 'minimized' && (
        <aside
          aria-label="Upcoming event"
          className="fixed bottom-3 left-3 z-40 w-[calc(100vw-1.5rem)] max-w-sm rounded-lg border bg-card p-3 text-card-foreground shadow-lg motion-safe:animate-fade-in sm:bottom-4 sm:left-4 sm:w-auto sm:max-w-md"
        >
          <div className="flex items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <CalendarDays className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted-foreground">Upcoming event</p>
              <p className="truncate text-sm font-semibold sm:line-clamp-2 sm:whitespace-normal" title={popup.title}>
                {popup.title}
              </p>
            </div>
            <Button
              ref={learnMore}
              size="sm"
              onClick={() => openFull(true)}
              onPointerEnter={prefetchPopupDialog}
              onFocus={prefetchPopupDialog}
            >
              Learn More
            </Button>
          </div>
        </aside>
      )}
    </>
  );
}
