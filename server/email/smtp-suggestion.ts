// What staff should check when the SMTP test fails, from nodemailer's error.

/** A suggestion in words for an SMTP connection error. */
export function suggestionFor(error: unknown): string {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  // nodemailer reports a refused or timed-out socket as ESOCKET/ECONNECTION with the cause in the text.
  const cause = /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN/.exec(message)?.[0];
  switch (cause === 'ENOTFOUND' || cause === 'EAI_AGAIN' ? 'EDNS' : (cause ?? code)) {
    case 'ECONNREFUSED':
      return 'The SMTP server refused the connection: check SMTP_HOST and SMTP_PORT and that the server is running.';
    case 'ETIMEDOUT':
    case 'ECONNECTION':
      return 'The SMTP server did not answer in time: check SMTP_HOST, SMTP_PORT, firewalls, and SMTP_SECURE (true for port 465).';
    case 'EDNS':
      return 'The SMTP host name could not be resolved: check SMTP_HOST.';
    case 'EAUTH':
      return 'The SMTP server rejected the login: check SMTP_USER and SMTP_PASS (an app password may be needed).';
    case 'ESOCKET':
    case 'ETLS':
      return 'The secure connection failed: check SMTP_SECURE (true for port 465, false for 587 with STARTTLS).';
    default:
      return 'Check the SMTP_* settings; until SMTP works, messages are kept in the file log.';
  }
}
