// What each API operation does, in a line, for the API document (keyed by method and path as the
// document writes them). A route may instead give `schema.summary`; an operation in neither place gets
// one made from its method and path (see openapi.ts).
export const OPERATION_SUMMARIES: Record<string, string> = {
  'POST /api/auth/login': 'Sign in and get a session token',
  'POST /api/auth/logout': 'Sign out and end the session',
  'GET /api/auth/user': 'Get the signed-in user',
  'POST /api/auth/change-password': "Change the signed-in user's password",

  'GET /api/programs': 'List programs (visitors see the active ones)',
  'GET /api/programs/{id}': 'Get a program',
  'POST /api/programs': 'Create a program',
  'PUT /api/programs/{id}': 'Update a program',
  'DELETE /api/programs/{id}': 'Delete a program and its registrations',

  'POST /api/register': 'Register for a program',
  'GET /api/registrations': 'List registrations',
  'GET /api/registrations/{id}': 'Get a registration',
  'POST /api/registrations': 'Add a registration (staff)',
  'PUT /api/registrations/{id}': 'Update a registration',
  'DELETE /api/registrations/{id}': 'Delete a registration',

  'POST /api/create-payment-intent': 'Start a card payment on the site',
  'POST /api/create-checkout-json': "Start a payment on Stripe's hosted checkout",
  'POST /api/stripe-redirect': "Start a payment on Stripe's hosted checkout (amount and package)",
  'GET /api/verify-checkout/{sessionId}': 'Check whether a payment went through',
  'POST /api/stripe/webhook': 'Receive a signed Stripe event',

  'POST /api/contact': 'Send a contact inquiry',
  'GET /api/contacts': 'List contact inquiries',
  'PUT /api/contacts/{id}/respond': 'Mark a contact inquiry as responded',
  'DELETE /api/contacts/{id}': 'Delete a contact inquiry',
  'DELETE /api/contacts': 'Delete all contact inquiries',

  'GET /api/testimonials': 'List testimonials',
  'GET /api/testimonials/featured': 'List the featured testimonials',
  'GET /api/testimonials/{id}': 'Get a testimonial',
  'POST /api/testimonials': 'Create a testimonial',
  'PUT /api/testimonials/{id}': 'Update a testimonial',
  'DELETE /api/testimonials/{id}': 'Delete a testimonial',

  'GET /api/services': 'List services',
  'GET /api/services/active': 'List the active services',
  'GET /api/services/{id}': 'Get a service',
  'POST /api/services': 'Create a service',
  'PUT /api/services/{id}': 'Update a service',
  'DELETE /api/services/{id}': 'Delete a service',

  'GET /api/section-headers/{sectionId}': "Get a section's header",
  'PUT /api/section-headers/{sectionId}': "Update a section's header",
  'POST /api/section-headers': 'Create a section header',
  'GET /api/company-info': 'Get the company information',
  'PUT /api/company-info': 'Save the company information',
  'GET /api/about': 'Get the About section',
  'PUT /api/about': 'Save the About section',
  'GET /api/cta': 'Get the call to action',
  'PUT /api/cta': 'Save the call to action',
  'GET /api/hero': 'Get the hero section',
  'PUT /api/hero': 'Save the hero section',
  'GET /api/marketing-popup': 'Get the marketing popup',
  'PUT /api/marketing-popup': 'Save the marketing popup',

  'GET /api/test-email': 'Send one test email of each kind',
  'GET /api/test-smtp': 'Test the SMTP connection and send one email',
  'GET /api/email-outbox': 'Get the email outbox: counts and the newest messages',
  'POST /api/email-outbox/{id}/retry': 'Send a failed email again',

  'GET /api/admin/backups': 'List the registration backups',
  'POST /api/admin/backups/create': 'Back up the registrations now',
  'GET /api/admin/backups/download/{filename}': 'Download a backup file',
  'POST /api/admin/backups/restore/{filename}': 'Restore registrations from a backup',
  'DELETE /api/admin/backups/{filename}': 'Delete a backup',
  'GET /api/admin/status': 'Get how the site runs (payments in test mode)',
};
