import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '../../hooks/use-toast';

// Toast UI (Radix toast and its layers) loads with the first toast, not with the page.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
