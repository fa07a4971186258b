// The browser's API client, with SPEC section 7's shared behaviour: JSON and no-cache headers, cookies
// included, the bearer token on every call but login, and SPEC section 8's transport error texts.

export const AUTH_TOKEN_KEY = 'azref-admin-token';

const INVALID_JSON_MESSAGE = 'Response was not valid JSON. This may indicate a server error or network issue.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`API error: ${status} ${statusText}${body ? ` - ${body}` : ''}`);
  }

  /** The server's `message` from our error envelope, when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The per-field messages of our error envelope (`errors`, keyed by field path), or none. */
  get fieldErrors(): Record<string, string> {
    try {
      const { errors } = JSON.parse(this.body) as { errors?: unknown };
      if (!errors || typeof errors !== 'object') return {};
      return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return {};
    }
  }
}

/** The message to show for a failed call: the server's own words, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export async function apiRequest<T = unknown>(url: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, no-store',
    Pragma: 'no-cache',
  };
  const token = url.includes('login') ? null : readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, response.statusText, text);
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new Error(INVALID_JSON_MESSAGE);
    }
  } catch (error) {
    console.error(`${options.method ?? 'GET'} ${url} failed:`, error);
    throw error;
  }
}
