import { hash, type Options, verify } from '@node-rs/argon2';
import { MAX_PASSWORD_LENGTH } from '../../src/contracts/user';

/**
 * argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). The parameters are stored
 * in the hash itself, so raising them later keeps old hashes verifiable.
 */
const ARGON2: Options = {
  // Algorithm.Argon2id; the enum is a const enum the isolated-modules build cannot reference.
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** False (never a throw) for a wrong password or a malformed/empty stored hash. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash || password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
