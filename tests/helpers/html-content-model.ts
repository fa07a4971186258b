// A few of the HTML content-model rules the W3C Nu HTML Checker enforces, checked on a server-rendered
// page without Java: which children a list or a description list may have, no interactive element
// inside another, no id used twice. React's markup is well formed, so a small tag reader is enough.

interface Element {
  name: string;
  id: string | undefined;
  parent: Element | null;
  children: Element[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// Their text is not markup (a JSON-LD block may hold "<").
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const SCRIPT_SUPPORTING = ['script', 'template'];
const INTERACTIVE = new Set(['a', 'button', 'input', 'select', 'textarea', 'details', 'iframe', 'label']);

/** The element tree of `html` (its <html> element's children under a root). */
export function parseElements(html: string): Element {
  const root: Element = { name: '#root', id: undefined, parent: null, children: [] };
  let current = root;
  const tag = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/gi;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(html))) {
    const [, closing, opening, attributes = '', selfClosing] = match;
    if (closing) {
      const name = closing.toLowerCase();
      let open: Element | null = current;
      while (open && open.name !== name) open = open.parent;
      if (open?.parent) current = open.parent;
      continue;
    }
    if (!opening) continue;
    const name = opening.toLowerCase();
    const id = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attributes);
    const element: Element = { name, id: id?.[1] ?? id?.[2], parent: current, children: [] };
    current.children.push(element);
    if (RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, tag.lastIndex);
      tag.lastIndex = end === -1 ? html.length : end;
      continue;
    }
    // An <svg>'s children may close themselves (<path/>); HTML's void elements never have children.
    if (!VOID.has(name) && !selfClosing) current = element;
  }
  return root;
}

function* walk(element: Element): Generator<Element> {
  for (const child of element.children) {
    yield child;
    yield* walk(child);
  }
}

const pathOf = (element: Element) => {
  const path: string[] = [];
  for (let at: Element | null = element; at && at.name !== '#root' && path.length < 4; at = at.parent) path.unshift(at.id ? `${at.name}#${at.id}` : at.name);
  return path.join(' > ');
};

/** The content-model mistakes in `html`, one line each; none is what the Nu checker wants too. */
export function contentModelErrors(html: string): string[] {
  const errors: string[] = [];
  const ids = new Map<string, number>();
  const onlyChildren = (element: Element, allowed: string[]) => {
    for (const child of element.children) {
      if (!allowed.includes(child.name)) errors.push(`<${child.name}> not allowed as a child of ${pathOf(element)}`);
    }
  };
  for (const element of walk(parseElements(html))) {
    if (element.id !== undefined) ids.set(element.id, (ids.get(element.id) ?? 0) + 1);
    if (element.name === 'dl') onlyChildren(element, ['dt', 'dd', 'div', ...SCRIPT_SUPPORTING]);
    if (element.name === 'div' && element.parent?.name === 'dl') onlyChildren(element, ['dt', 'dd', ...SCRIPT_SUPPORTING]);
    if (element.name === 'ul' || element.name === 'ol') onlyChildren(element, ['li', ...SCRIPT_SUPPORTING]);
    if (element.name === 'a' || element.name === 'button') {
      for (const inner of walk(element)) {
        if (INTERACTIVE.has(inner.name)) errors.push(`<${inner.name}> inside ${pathOf(element)}: interactive content may not nest`);
      }
    }
  }
  for (const [id, count] of ids) if (count > 1) errors.push(`id "${id}" is used ${count} times`);
  return errors;
}
