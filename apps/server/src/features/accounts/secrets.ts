import { hash as digest, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

// Verifying against this when the account does not exist keeps the answer time the same, so
// response timing does not tell which e-mail addresses have accounts.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string) {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password-1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** A random bearer or mailed token (256 bits); only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
// crypto.hash, one call with no Hash object: 1.9 µs against createHash's 5.1 µs, on every
// authenticated request (issue 22).
export const hashToken = (token: string) => digest('sha256', token, 'base64url');
