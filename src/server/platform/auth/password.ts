import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's recommended parameters: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A strong password for the first admin when ADMIN_PASSWORD is not set (D7). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
