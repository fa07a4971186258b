import { useEffect, useState, type ComponentType } from 'react';
import { withQueryRuntime } from '../../../lib/with-query-runtime';
import { whenPageReady } from '../../../lib/page-ready';

const loadPopup = withQueryRuntime(() => import('./marketing-popup').then((module) => module.MarketingPopup));

/**
 * The marketing popup shows nothing until 2 s after the page has loaded, so its code loads during that
 * wait, with the sections below the first screen (or at the visitor's first action, if sooner). Server
 * and first client render are both empty, so hydration always agrees.
 */
export function DeferredMarketingPopup() {
  const [Popup, setPopup] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    void whenPageReady().then(loadPopup).then(
      (module) => active && setPopup(() => module.default),
      () => undefined, // Without the popup the page still works; nothing to tell the visitor.
    );
    return () => {
      active = false;
    };
  }, []);
  return Popup ? <Popup /> : null;
}
