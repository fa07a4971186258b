// Light, dark or system theme, applied site-wide and kept under SPEC's storage key. The server page
// applies the stored theme before first paint (server/ssr/theme-script.ts) so nothing flashes.
//
// The choice is a small store outside React, not a context: a change re-renders only the components
// that show it. A context change would also reach the landing sections still waiting for their code,
// and React would then drop their server markup until the code came (see deferred-section.tsx).
import { useEffect, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark' | 'system';
const THEME_STORAGE_KEY = 'vite-ui-theme';

const listeners = new Set<() => void>();
let chosen: Theme | undefined;

function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
  } catch {
    return 'system';
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = (): Theme => (chosen ??= storedTheme());
// 'system' on the server and while hydrating, so hydration matches; then the stored one.
const getServerSnapshot = (): Theme => 'system';

function setTheme(next: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  chosen = next;
  for (const listener of listeners) listener();
}

function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.remove('light', 'dark');
  document.documentElement.classList.add(dark ? 'dark' : 'light');
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { theme, setTheme };
}

/** Keeps the page's light/dark class in step with the choice and, under "system", with the device. */
export function ThemeClass() {
  const { theme } = useTheme();
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);
  return null;
}
