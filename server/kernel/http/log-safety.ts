// What may reach the log. Request URLs go without their query (it can carry emails, session ids and
// tokens), and a failed database statement goes without its parameters (the visitor's data): drizzle
// puts them both in the error's message and beside it, and PostgreSQL quotes the offending value.

/** The path of a request URL, without the query string. */
/** A private link's token in a path: whoever reads the log must not be able to open the page. */
const PRIVATE_LINK = /^\/(my-registration|consent)\/[^/]+/;

export const pathOf = (url: string) => {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  return path.replace(PRIVATE_LINK, '/$1/<token>');
};

const QUOTED_VALUE = /"[^"]*"|'[^']*'|\([^)]*\)=\([^)]*\)/g;
const withoutValues = (text: string) => text.replace(QUOTED_VALUE, '<value>');

interface DatabaseFailure {
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

/** An error as the log may show it: type, message and stack; for a database error its SQL state and where. */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: withoutValues(String(error)) };
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') {
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>", the driver's error as `cause`.
    const cause = (error.cause ?? {}) as Error & DatabaseFailure;
    const { code, table, column, constraint, routine } = cause;
    return {
      type: 'DatabaseError',
      message: withoutValues(cause.message ?? 'query failed'),
      query,
      ...Object.fromEntries(Object.entries({ code, table, column, constraint, routine }).filter(([, value]) => value !== undefined)),
    };
  }
  const { code, table, column, constraint } = error as DatabaseFailure;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    // A driver error met outside drizzle: its message may quote the value, its `detail` always does.
    return { type: 'DatabaseError', message: withoutValues(error.message), code, table, column, constraint };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}
