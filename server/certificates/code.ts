// A new verification code: CODE_LENGTH characters of CODE_ALPHABET from the system's CSPRNG, each
// equally likely (bytes past the alphabet's largest multiple are drawn again). About 59 bits: a code
// cannot be guessed, so the public check reveals only the certificate whose code one was given.
import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../../common/certificate-code.js';

const LIMIT = Math.floor(256 / CODE_ALPHABET.length) * CODE_ALPHABET.length;

export function newCertificateCode(): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte < LIMIT && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}
