// When the minimized card must get out of the way: it sits fixed at the bottom of the screen, where a
// form's button or message, a toast, or the registration dialog would otherwise end up underneath it.
import { useEffect, useState, type RefObject } from 'react';
import { useToast } from '../../../hooks/use-toast';
import { useRegistrationOpen } from '../registration/registration-context';

/** Room above the card's top edge that a form must keep clear of, in px. */
const CLEARANCE = 8;

/**
 * True while any form reaches the strip of the screen the card covers (its top edge to the bottom):
 * an IntersectionObserver whose root is cut down to that strip, rebuilt when the window resizes.
 */
function useFormUnderCard(card: RefObject<HTMLElement | null>): boolean {
  const [underneath, setUnderneath] = useState(false);
  useEffect(() => {
    let observer: IntersectionObserver | null = null;
    const reached = new Set<Element>();
    const observe = () => {
      observer?.disconnect();
      reached.clear();
      const top = card.current?.getBoundingClientRect().top ?? window.innerHeight;
      const cutFromTop = Math.max(0, Math.floor(top - CLEARANCE));
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) reached.add(entry.target);
            else reached.delete(entry.target);
          }
          setUnderneath(reached.size > 0);
        },
        { rootMargin: `-${cutFromTop}px 0px 0px 0px` },
      );
      document.querySelectorAll('form').forEach((form) => observer?.observe(form));
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, [card]);
  return underneath;
}

/** Whether the card (the element at `card`) should step aside now; never while it holds the focus. */
export function useStepAside(card: RefObject<HTMLElement | null>, focused: boolean): boolean {
  const registrationOpen = useRegistrationOpen();
  const toastOpen = useToast().toasts.some((toast) => toast.open !== false);
  const formUnderneath = useFormUnderCard(card);
  return !focused && (registrationOpen || toastOpen || formUnderneath);
}
