// HTML form posts (application/x-www-form-urlencoded) for the scriptless private pages. Accepted only
// inside the plugin scope that calls this: the JSON API keeps refusing form posts (415), so a form on
// another site cannot post to it.
import type { FastifyInstance } from 'fastify';

/** The most a private page's form sends (a consent form is well under 4 KB). */
const FORM_LIMIT_BYTES = 16 * 1024;

/** Parses form posts in this scope into a plain object of strings (a repeated name keeps its last value). */
export function acceptFormBodies(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
