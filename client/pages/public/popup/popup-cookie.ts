// The marketing popup's memory (SPEC section 4): once closed, the visitor sees only the minimized card
// for 7 days.
const POPUP_COOKIE = 'trainingPopupShown';
export const POPUP_DELAY_MS = 2000;
const POPUP_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export function hasPopupCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${POPUP_COOKIE}=`));
}

export function setPopupCookie() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${POPUP_COOKIE}=true; Max-Age=${POPUP_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}
