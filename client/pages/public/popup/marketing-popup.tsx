// The marketing popup of SPEC section 4: hidden -> (2 s) -> full or minimized. Nothing renders on the
// server (the state starts hidden), so hydration never disagrees with it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import type { MarketingPopup as Popup } from '../../../../common/schemas/marketing-popup';
import type { Program } from '../../../../common/schemas/program';
import type { SeatsAnswer } from '../../../../common/schemas/waitlist';
import { marketingPopupQuery, programsQuery } from '../../../lib/queries';
import { scrollToSection } from '../../../lib/scroll';
import { cn } from '../../../lib/utils';
import { dismissCardForSession, hasPopupCookie, isCardDismissed, popupDelay, setPopupCookie } from './popup-cookie';
import { useRegistration, useRegistrationOpen } from '../registration/registration-context';
import { SEATS_QUERY_KEY } from '../sections/program-seats';
import { arrivedFromLink, paymentLeftUnfinished, somethingElseShowing } from './out-of-the-way';
import { useStepAside } from './use-step-aside';

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

/**
 * The program the admin chose for Register Now, if it is on offer; none chosen: SPEC's "program 1",
 * failing that the first program on offer. Undefined sends the visitor to the programs section.
 */
function registrationProgram(programs: Program[] | undefined, chosen: number | null): Program | undefined {
  const offered = programs?.filter((program) => program.active) ?? [];
  if (chosen !== null) return offered.find((program) => program.id === chosen);
  return offered.find((program) => program.id === 1) ?? offered[0];
}

export function MarketingPopup() {
  const { data: popup } = useQuery(marketingPopupQuery());
  const { data: programs } = useQuery(programsQuery());
  const { openRegistration } = useRegistration();
  const registrationOpen = useRegistrationOpen();
  const queryClient = useQueryClient();
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
  const registrationOpenRef = useRef(registrationOpen);
  useEffect(() => {
    registrationOpenRef.current = registrationOpen;
  }, [registrationOpen]);
  /** Issue 27: the popup never opens by itself over a dialog, a toast, or a page reached from a link. */
  const outOfTheWay = useCallback(() => registrationOpenRef.current || somethingElseShowing(), []);

  const shown = !!popup?.active && popup.title.trim() !== '';
  // Read after hydration (the server has no session storage); the card shows 2 s later at the earliest.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(isCardDismissed()), []);
  const dismissCard = useCallback(() => {
    dismissCardForSession();
    setDismissed(true);
  }, []);

  const openFull = useCallback((fromCard: boolean) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openedFromCard.current = fromCard;
    loadPopupDialog().then(
      (component) => {
        setPopupDialog(() => component);
        // Something opened while the dialog's code came: the card, which the visitor may open later.
        setState(!fromCard && outOfTheWay() ? 'minimized' : 'full');
      },
      // Offline: fall back to the card, whose Learn More tries again.
      () => setState('minimized'),
    );
  }, [outOfTheWay]);

  useEffect(() => {
    if (!shown) return;
    // Seen before (SPEC's cookie), reached from an email's link, or back to finish a payment: the card only.
    const cardOnly = hasPopupCookie() || arrivedFromLink() || paymentLeftUnfinished();
    if (!cardOnly) prefetchPopupDialog();
    const timer = setTimeout(() => (cardOnly || outOfTheWay() ? setState('minimized') : openFull(false)), popupDelay());
    return () => clearTimeout(timer);
  }, [shown, openFull, outOfTheWay]);

  // The popup's state on <html data-marketing-popup>, 'off' when it has nothing to show: browser tests
  // wait for it rather than for a time.
  useEffect(() => {
    if (popup) document.documentElement.dataset.marketingPopup = shown ? state : 'off';
  }, [popup, shown, state]);

  // The registration opened over the full popup (a Register tapped before the page's code came, held
  // and run on its arrival): the popup steps back to its card rather than stay under or over it.
  useEffect(() => {
    if (registrationOpen && state === 'full') setState('minimized');
  }, [registrationOpen, state]);

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
    const program = registrationProgram(programs, popup?.programId ?? null);
    // Full: the dialog asks to join the waitlist. Read from the cards' seats query, not watched: a query
    // of the popup's own would fill the cache before the cards hydrate and change their server text.
    const seats = queryClient.getQueryData<SeatsAnswer>(SEATS_QUERY_KEY)?.data.find((row) => row.programId === program?.id);
    const waitlist = !!seats && seats.seatsLeft <= 0;
    // Opened once the popup has gone and focus is back, so the registration dialog returns focus there.
    afterClose.current = program ? () => openRegistration(program, { waitlist }) : () => scrollToSection('programs');
    setState('hidden');
  }, [programs, popup?.programId, openRegistration, queryClient]);

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
      {state === 'minimized' && !dismissed && (
        <MinimizedCard popup={popup} learnMore={learnMore} onLearnMore={() => openFull(true)} onDismiss={dismissCard} />
      )}
    </>
  );
}

interface MinimizedCardProps {
  popup: Popup;
  learnMore: RefObject<HTMLButtonElement | null>;
  onLearnMore: () => void;
  onDismiss: () => void;
}

/**
 * The minimized state: a card fixed at the bottom of the screen. The page ends with room for it, and it
 * steps aside (fades out) while a form, a toast or the registration dialog would be underneath.
 */
function MinimizedCard({ popup, learnMore, onLearnMore, onDismiss }: MinimizedCardProps) {
  const card = useRef<HTMLElement>(null);
  const [focused, setFocused] = useState(false);
  const away = useStepAside(card, focused);
  return (
    <>
      <div aria-hidden="true" data-slot="popup-card-room" className="h-24 bg-stone-950" />
      <aside
        ref={card}
        aria-label="Upcoming event"
        data-stepped-aside={away || undefined}
        onFocus={() => setFocused(true)}
        onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
        className={cn(
          'fixed bottom-3 left-3 z-40 w-[calc(100vw-1.5rem)] max-w-sm rounded-lg border bg-card p-2 pl-3 text-card-foreground shadow-lg transition-[opacity,visibility] motion-safe:animate-fade-in sm:bottom-4 sm:left-4 sm:w-auto sm:max-w-md sm:p-3',
          away && 'invisible opacity-0',
        )}
      >
        <div className="flex items-center gap-2 sm:gap-3">
          <span className="hidden size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground sm:flex">
            <CalendarDays className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted-foreground">Upcoming event</p>
            <p className="truncate text-sm font-semibold sm:line-clamp-2 sm:whitespace-normal" title={popup.title}>
              {popup.title}
            </p>
          </div>
          <Button ref={learnMore} size="sm" onClick={onLearnMore} onPointerEnter={prefetchPopupDialog} onFocus={prefetchPopupDialog}>
            Learn More
          </Button>
          <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label="Dismiss" title="Hide until your next visit" onClick={onDismiss}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </aside>
    </>
  );
}
