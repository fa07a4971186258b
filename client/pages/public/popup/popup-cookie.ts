// The marketing popup's memory (SPEC section 4): once closed, the visitor sees only the minimized card
// for 7 days. Dismissing that card hides it for the browser tab's session (sessionStorage).
const POPUP_COOKIE = 'trainingPopupShown';
const POPUP_DELAY_MS = 2000;
const POPUP_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export function hasPopupCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${POPUP_COOKIE}=`));
}

export function setPopupCookie() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${POPUP_COOKIE}=true; Max-Age=${POPUP_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

const DISMISSED_KEY = 'trainingPopupDismissed';

// Storage can be refused (privacy settings); the card then simply shows again on the next load.
export function isCardDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissCardForSession() {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Hidden for this page view only.
  }
}

/**
 * What is left of SPEC's 2 s, which count from the page's load: the popup's code arrives just after the
 * load event (deferred-marketing-popup.tsx), not at it.
 */
export function popupDelay(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const sinceLoad = navigation && navigation.loadEventEnd > 0 ? performance.now() - navigation.loadEventEnd : 0;
  return Math.max(0, POPUP_DELAY_MS - sinceLoad);
}
