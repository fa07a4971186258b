import { clsx, type ClassValue } from 'clsx';

// A small stand-in for tailwind-merge (27 KB, a quarter of the landing page's own budget): when two
// classes set the same thing, the later one wins, so a component's `className` overrides its
// defaults. It knows the utility families this project uses; unknown classes are kept as they are.
const FAMILIES: [RegExp, string][] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^text-(xs|sm|base|lg|xl|\d+xl)(\/.+)?$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^border(-[xytrblse])?(-\d+)?$/, 'border-width$1'],
  [/^border(-[xytrblse])?-/, 'border-color$1'],
  [/^rounded(-[trbl]{1,2}|-[se]{1,2})?(-|$)/, 'rounded$1'],
  [/^(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me)-/, '$1'],
  [/^(min-w|max-w|min-h|max-h|w|h|size)-/, '$1'],
  [/^(gap(-[xy])?)-/, '$1'],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^(flex-\d|flex-auto|flex-initial|flex-none)$/, 'flex'],
  [/^(justify|items|self|content|place-items|place-content)-/, '$1'],
  [/^(grid-cols|grid-rows|col-span|row-span|order|z|opacity|overflow(-[xy])?|cursor|leading|tracking|shadow|ring|inset|top|right|bottom|left|aspect|object|whitespace|underline-offset|outline|transition|duration)-/, '$1'],
  [/^bg-(linear|radial|conic|gradient|none$|\[url)/, 'bg-image'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-((no-)?repeat|repeat-[xy]|repeat-round|repeat-space)$/, 'bg-repeat'],
  [/^bg-(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/, 'bg-position'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-/, 'bg-color'],
];

/** The family key of a class: its variants (hover:, md:) plus the utility family it sets. */
function classKey(className: string): string {
  const cut = className.lastIndexOf(':', className.indexOf('[') === -1 ? undefined : className.indexOf('['));
  const variants = cut === -1 ? '' : className.slice(0, cut + 1);
  const utility = className.slice(cut + 1);
  const bare = utility.replace(/^!?-?/, '');
  for (const [pattern, family] of FAMILIES) {
    const match = pattern.exec(bare);
    if (match) return variants + family.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
  }
  return variants + utility;
}

// Merged class lists, by the list given. Components ask for the same few hundred lists on every render
// (and hydration asks for all of them at once), so each is worked out once; the count stays that small
// because class lists come from the code, not from data.
const merged = new Map<string, string>();

function mergeClasses(classes: string): string {
  let result = merged.get(classes);
  if (result === undefined) {
    result = mergeOnce(classes);
    merged.set(classes, result);
  }
  return result;
}

function mergeOnce(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const key = classKey(list[i]!);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(list[i]!);
  }
  return kept.reverse().join(' ');
}

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
