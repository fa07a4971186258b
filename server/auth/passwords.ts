// scrypt password hashes, stored as scrypt$N$r$p$salt$hash (base64). Each hash keeps its own parameters,
// so new hashes get stronger ones while old hashes still verify and are upgraded at the next login.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation: 128 MiB of memory per hash (PASSWORD_HASH_COST, 17 by default, is N's power of two). */
export const PASSWORD_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

// A stored hash may not ask for more than this (a damaged row must not make a login allocate gigabytes).
const isPowerOfTwo = (value: number) => Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;
const validParams = ({ N, r, p }: ScryptParams) =>
  isPowerOfTwo(N) && N <= 2 ** 20 && Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  return validParams(params) ? { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') } : null;
}

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams, length = KEY_LENGTH): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes (plus 128·r·p); Node refuses past maxmem (32 MiB by default).
  const maxmem = 2 * 128 * N * r + 128 * r * p;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const format = ({ N, r, p }: ScryptParams, salt: Buffer, hash: Buffer) =>
  ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');

/** A new hash with `params` (PASSWORD_PARAMS unless a test needs an old-style one). */
export async function hashPassword(password: string, params: ScryptParams = PASSWORD_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return format(params, salt, await derive(password, salt, params));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(actual, parsed.hash);
}

/** True when `stored` was made with weaker parameters than `params` (rehash it at the next login). */
export function needsRehash(stored: string, params: ScryptParams = PASSWORD_PARAMS): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.params;
  return N < params.N || r < params.r || p < params.p;
}

/** Hashing with the configured parameters (config.passwordParams). */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
  /**
   * Verified against when the user does not exist, so the answer takes as long as for a real user. A
   * random hash costs nothing to make and matches no password.
   */
  unknownUserHash: string;
}

export function createPasswords(params: ScryptParams = PASSWORD_PARAMS): Passwords {
  return {
    hash: (password) => hashPassword(password, params),
    verify: verifyPassword,
    needsRehash: (stored) => needsRehash(stored, params),
    unknownUserHash: format(params, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH)),
  };
}
