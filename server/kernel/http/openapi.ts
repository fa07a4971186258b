// The API's contract (OpenAPI 3.1, served at GET /api/openapi.json), generated from the same zod schemas
// that check requests. Each operation gets here what a reader and a linter need and the route files
// need not repeat: an operationId, a summary, a tag, the security the guard applies, and (through
// failure-responses.ts) every 4xx answer it can give.
import swagger, { type FastifyDynamicSwaggerOptions, type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OFFICIAL_SESSION_COOKIE, SESSION_COOKIE, type Access } from './access.js';
import { registerFailureResponses } from './failure-responses.js';
import { OPERATION_SUMMARIES } from './operation-summaries.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's id in the API document; by default made from the method and path. */
    operationId?: string;
  }
}

// Each area of the API, in the document's order; an operation takes the first tag whose pattern fits.
const TAGS: { name: string; description: string; path: RegExp }[] = [
  { name: 'Auth', description: 'Staff sign-in, sessions and passwords.', path: /^\/api\/auth\// },
  { name: 'Programs', description: 'Training programs and their price tiers.', path: /^\/api\/programs\b/ },
  { name: 'Registrations', description: 'Registrations for a program: the public form and the staff list.', path: /^\/api\/(register|registrations|admin\/registrations)\b/ },
  {
    name: 'Payments',
    description: 'Card payments through Stripe: payment intents, hosted checkout, verification, webhooks, and the payments ledger with its refunds.',
    path: /^\/api\/(create-payment-intent|create-checkout-json|stripe-redirect|verify-checkout|payment-state|stripe|payments|admin\/payments)\b/,
  },
  { name: 'Contacts', description: 'Inquiries sent through the contact form.', path: /^\/api\/contacts?\b/ },
  { name: 'Testimonials', description: "What past trainees say, shown on the landing page.", path: /^\/api\/testimonials\b/ },
  { name: 'Services', description: 'The services the organisation offers.', path: /^\/api\/services\b/ },
  {
    name: 'Site content',
    description: 'Texts of the landing page that exist once: hero, about, call to action, company information, the marketing popup and section headers.',
    path: /^\/api\/(section-headers|company-info|about|cta|hero|marketing-popup)\b/,
  },
  { name: 'Email', description: 'Email testing tools and the outbox.', path: /^\/api\/(test-email|test-smtp|email-outbox)\b/ },
  { name: 'Backups', description: 'Backups of the registrations: create, download, restore, delete.', path: /^\/api\/admin\/backups\b/ },
  {
    name: 'Database backups',
    description: "The whole database's own backups on the embedded database: take one now, list and download them (on PostgreSQL, pg_dump).",
    path: /^\/api\/admin\/database-backups\b/,
  },
  { name: 'Status', description: 'How the site runs, for staff.', path: /^\/api\/admin\/status\b/ },
  { name: 'Certificates', description: 'Certificates: issuing, the list, revoking, and the public check by code.', path: /^\/api\/(certificates|verify|admin\/certificates)\b/ },
  { name: 'Settings', description: "The organisation's rules staff change: time zone, emails, minimum age, cancellations, reminders, backups.", path: /^\/api\/settings\b/ },
  { name: 'Waitlist', description: 'The waitlist of programs with a capacity: offer links and staff actions.', path: /^\/api\/waitlist(-offers)?\b/ },
  { name: 'Attendance', description: "Roll call: a program's attendance marks per session.", path: /^\/api\/attendance\b/ },
  { name: 'Reports', description: "Staff reports aggregated on the server, and the dashboard's trend lines.", path: /^\/api\/admin\/reports\b/ },
  { name: 'Exams', description: "The online rules exam: the question bank, the exams drawn from it, their results, and officials' attempts.", path: /^\/api\/(exams|exam-questions|attempts)\b/ },
  { name: 'Games', description: 'Games, their crews and who may work them; officials, assignments, evaluations and the fees report.', path: /^\/api\/(games|officials|assignments|reports\/game-fees)\b/ },
  { name: 'Accounts', description: "Officials' accounts: sign-in links by email, the official's own page of registrations, certificates, games and availability, and their calendar feed.", path: /^\/api\/(account|calendar)\b/ },
];
// An operation of no area above (a new one) still gets a tag.
const OTHER_TAG = 'Other';

// What each status means here; swagger writes "Default Response" where a schema names nothing.
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  400: 'The request is invalid: `message` says why, `errors` names each field at fault',
  401: 'Not signed in, or the sign-in failed',
  403: 'Signed in, but not as an administrator',
  404: 'No such record',
  409: 'The request conflicts with what is stored',
  413: 'The request body is over 1 MiB',
  415: 'The request body is not JSON',
  429: 'Too many requests: `Retry-After` gives the seconds to wait',
  502: 'Stripe could not be reached or refused the request',
};

// Admin routes take the session token as a bearer token or, for tabs the browser opens itself (a
// download), as the login cookie; see auth/guard.ts.
type Requirement = Record<string, string[]>;
const SIGNED_IN: Requirement[] = [{ bearer: [] }, { cookie: [] }];
const SECURITY: Record<Access, Requirement[]> = {
  admin: SIGNED_IN,
  // Anyone; a signed-in admin sees more (e.g. inactive programs). `{}` is "no credentials".
  optional: [{}, ...SIGNED_IN],
  public: [],
  // An official's session cookie (issue 29), set by a used sign-in link.
  official: [{ officialCookie: [] }],
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/programs/:id` → `getProgramsById`: stable, unique and readable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^a-zA-Z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalise).join('');
}

/** The path as the document writes it: `/api/programs/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** `DELETE /api/admin/backups/{filename}` → "Delete admin backups (filename)", when the table has no line. */
function madeUpSummary(method: string, path: string): string {
  const words = path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, '($1)').split(/[/-]/).filter(Boolean);
  return `${capitalise(method.toLowerCase())} ${words.join(' ')}`;
}

function describeOperation(route: RouteOptions, url: string) {
  const method = [route.method].flat()[0] ?? 'GET';
  const path = documentPath(url);
  const schema = (route.schema ?? {}) as { summary?: string };
  return {
    operationId: route.config?.operationId ?? operationIdOf(method, url),
    summary: schema.summary ?? OPERATION_SUMMARIES[`${method} ${path}`] ?? madeUpSummary(method, path),
    tags: [TAGS.find((tag) => tag.path.test(url))?.name ?? OTHER_TAG],
    security: SECURITY[route.config?.access ?? 'admin'],
  };
}

/** The zod schemas become JSON Schema; only /api routes are in the document (pages and files are not). */
const transform: SwaggerTransform = (input) => {
  if (!input.url.startsWith('/api/')) return { schema: { hide: true } as never, url: input.url };
  const converted = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if ((converted.schema as { hide?: boolean }).hide) return converted;
  const { response, ...schema } = converted.schema as { response?: Record<string, Record<string, unknown>> };
  return { url: converted.url, schema: { ...schema, ...(response && { response: describeResponses(response) }), ...describeOperation(input.route, input.url) } };
};

function describeResponses(responses: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const description = RESPONSE_DESCRIPTIONS[status];
      if (response.description || !description) return [status, response];
      return [status, { ...response, 'x-response-description': description }];
    }),
  );
}

export function openApiOptions(siteUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Referee training site API',
        version: '1.0.0',
        description: [
          'The JSON API of the basketball-officials training site in Phoenix, Arizona: the public content,',
          'registration for a program with card payment (Stripe), and the staff back office.',
          '',
          'Every answer is one envelope: `{ "success": true, "data": ... }` on success, and',
          '`{ "success": false, "message": "...", "errors": { "field": "message" } }` with a 4xx or 5xx status on failure.',
          'Staff operations need the token that `POST /api/auth/login` returns, sent as `Authorization: Bearer <token>`,',
          `or the \`${SESSION_COOKIE}\` cookie the same call sets.`,
        ].join('\n'),
        contact: { name: 'Site administrator', url: `${siteUrl}/#contact` },
        // Not open source: the API belongs to the organisation that runs the site.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: siteUrl, description: 'This site' }],
      tags: TAGS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token from POST /api/auth/login.' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by POST /api/auth/login.' },
          officialCookie: { type: 'apiKey', in: 'cookie', name: OFFICIAL_SESSION_COOKIE, description: "An official's session cookie, set by POST /api/account/sign-in." },
        },
      },
    },
    transform,
  };
}

/** Register before the routes (both collect them as they are added). */
export async function registerOpenApi(app: FastifyInstance, siteUrl: string) {
  registerFailureResponses(app);
  await app.register(swagger, openApiOptions(siteUrl));
}
