// Opens the registration flow for a program from anywhere on the landing page (program cards, the
// marketing popup). The flow's code (form, validation) loads on first use, keeping the page light.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Program } from '../../../../common/schemas/program';
import type { WaitlistOfferPrefill } from './offer-prefill';

const RegistrationFlow = lazy(() => import('./registration-flow'));

export interface OpenOptions {
  /** The program is full: the form asks to join its waitlist, with nothing to pay. */
  waitlist?: boolean;
}

interface RegistrationContextValue {
  openRegistration: (program: Program, options?: OpenOptions) => void;
}

const RegistrationContext = createContext<RegistrationContextValue>({ openRegistration: () => undefined });
// Apart from the opener, so that the program cards do not re-render when the flow opens or closes.
const RegistrationOpenContext = createContext(false);

export function RegistrationProvider({ children }: { children: ReactNode }) {
  const [program, setProgram] = useState<Program | null>(null);
  const [offer, setOffer] = useState<WaitlistOfferPrefill | null>(null);
  const [waitlist, setWaitlist] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  // While a flow is open, or a waitlist offer is on its way, nothing else may open one: an offer's form
  // stays locked to its program (issue 27: the popup's Register Now switched it).
  const busy = useRef(false);

  // A waitlist offer link (/?offer=...) opens the flow filled in; its code loads only then (issue 16).
  useEffect(() => {
    if (!window.location.search.includes('offer=')) return;
    busy.current = true;
    void import('./offer-prefill')
      .then(({ openOfferFromAddress }) => openOfferFromAddress())
      .catch(() => null) // its code did not come (offline): the page works on without the offer
      .then((opened) => {
        if (!opened) {
          busy.current = false;
          return;
        }
        setOffer(opened.offer);
        setWaitlist(false);
        setProgram(opened.program);
      });
  }, []);

  const openRegistration = useCallback((next: Program, options: OpenOptions = {}) => {
    if (busy.current) return;
    busy.current = true;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWaitlist(options.waitlist === true);
    setProgram(next);
  }, []);

  const close = useCallback(() => {
    busy.current = false;
    setProgram(null);
    setOffer(null);
    // The dialog was opened from code, not a Radix trigger: give focus back to what opened it, or,
    // when that is gone (the marketing popup closes itself), to the programs section.
    requestAnimationFrame(() => {
      const opener = returnFocus.current;
      if (opener && opener !== document.body && opener.isConnected) return opener.focus();
      const programs = document.getElementById('programs');
      programs?.setAttribute('tabindex', '-1');
      programs?.focus();
    });
  }, []);

  const value = useMemo(() => ({ openRegistration }), [openRegistration]);
  return (
    <RegistrationContext.Provider value={value}>
      <RegistrationOpenContext.Provider value={program !== null}>
        {children}
        {program && (
          <Suspense fallback={null}>
            <RegistrationFlow key={program.id} program={program} offer={offer} waitlist={waitlist} onExit={close} />
          </Suspense>
        )}
      </RegistrationOpenContext.Provider>
    </RegistrationContext.Provider>
  );
}

export const useRegistration = () => useContext(RegistrationContext);
/** Whether the registration flow (form or payment overlay) is open. */
export const useRegistrationOpen = () => useContext(RegistrationOpenContext);
