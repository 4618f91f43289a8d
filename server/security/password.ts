import { hash, type Options, verify } from '@node-rs/argon2';
import { MAX_PASSWORD_LENGTH } from '../../src/contracts/user';

export type PasswordHashCost = 'standard' | 'low';

/**
 * argon2id. `standard` is the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane) and the only cost
 * production accepts (config.ts); `low` keeps test suites that sign hundreds of accounts up from
 * spending minutes in hashing. The parameters are stored in the hash itself, so a hash made at any
 * cost stays verifiable, and raising the cost later keeps old hashes working.
 */
export const ARGON2_COSTS: Record<PasswordHashCost, Options> = {
  // Algorithm.Argon2id; the enum is a const enum the isolated-modules build cannot reference.
  standard: { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  low: { algorithm: 2 as Options['algorithm'], memoryCost: 64, timeCost: 1, parallelism: 1 },
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
}

export function passwordHasher(cost: PasswordHashCost): PasswordHasher {
  const options = ARGON2_COSTS[cost];
  return { hash: (password) => hash(password, options) };
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
