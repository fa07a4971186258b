// The tokens of private links and sessions: 32 random bytes in base64url (43 characters), stored only
// as their SHA-256, so a copy of the database opens nothing.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Whether a string can be a token at all (checked before any query). */
export const isToken = (value: string): boolean => TOKEN.test(value);
