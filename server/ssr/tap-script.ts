import { createHash } from 'node:crypto';

// The landing page arrives drawn by the server, but its buttons work only once their code has come and
// hydrated; on a slow phone a tap before that did nothing (issue 27, point 5). This script, inline in
// the page's head, holds a click on a `button[data-tap]` or a submit of a `form[data-tap]` whose control
// is not live yet: it stops the event (React never sees it, so it cannot also run it), keeps the
// latest one per group (the part of the key before ":"; one Register at a time), and marks the control
// `data-tap-held`. The control's code (client/lib/replayed-taps.ts) marks its key live when it mounts
// and runs a held tap then. Allowed by the CSP through its hash; the page without JavaScript runs
// neither, so the form posts (method="post") rather than putting what was typed in the address.
export const TAP_SCRIPT =
  "(function(){var t=window.__taps={held:{},live:{}};function h(e,c,m){var k=c.getAttribute('data-tap');if(!k||t.live[k])return;e.preventDefault();e.stopImmediatePropagation();t.held[k.split(':')[0]]=k;m.setAttribute('data-tap-held','')}document.addEventListener('click',function(e){var c=e.target&&e.target.closest&&e.target.closest('button[data-tap]');if(c)h(e,c,c)},true);document.addEventListener('submit',function(e){var f=e.target;if(f&&f.matches&&f.matches('form[data-tap]'))h(e,f,e.submitter||f)},true)})()";

export const TAP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(TAP_SCRIPT).digest('base64')}'`;
