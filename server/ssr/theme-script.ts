import { createHash } from 'node:crypto';

// Runs before first paint so a stored dark theme never flashes light. Kept in step with
// client/lib/theme.tsx (same storage key and rule). Allowed by the CSP through its hash.
export const THEME_SCRIPT =
  "(function(){try{var t=localStorage.getItem('vite-ui-theme')||'system';var d=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.add(d?'dark':'light')}catch(e){}})()";

export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
