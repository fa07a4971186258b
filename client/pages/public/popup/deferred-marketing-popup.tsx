import { useEffect, useState, type ComponentType } from 'react';
import { withQueryRuntime } from '../../../lib/with-query-runtime';

const loadPopup = withQueryRuntime(() => import('./marketing-popup').then((module) => module.MarketingPopup));

/**
 * The marketing popup shows nothing for its first 2 s, so its code loads after hydration, during
 * that wait. Server and first client render are both empty, so hydration always agrees.
 */
export function DeferredMarketingPopup() {
  const [Popup, setPopup] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    void loadPopup().then(
      (module) => active && setPopup(() => module.default),
      () => undefined, // Without the popup the page still works; nothing to tell the visitor.
    );
    return () => {
      active = false;
    };
  }, []);
  return Popup ? <Popup /> : null;
}
