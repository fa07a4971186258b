// Absolute URLs for JSON-LD: search engines read relative ones against nothing.

/** A site path ("/images/a.png") or an http(s) URL, made absolute against the site's origin. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * The company's website field (free text) as an http(s) URL: as written, or "www.example.org" with
 * https:// in front; null for anything else (a `javascript:` URL or a sentence is no website).
 */
export function websiteUrl(text: string | null | undefined): string | null {
  const value = text?.trim() ?? '';
  const candidate = /^https?:\/\//i.test(value) ? value : HOST_NAME.test(value) ? `https://${value}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
