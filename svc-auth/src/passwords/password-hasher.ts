import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id cost. Production uses the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Only for tests: fast, still a real salted argon2id hash. */
export const TEST_HASH_COST: HashCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification without an account, so "unknown account" answers as slowly as "wrong password". */
  verifyWithoutAccount(password: string): Promise<false>;
  /**
   * Waits as long as the recent verifications took, without the work (a timer): an unknown account answered
   * after an address has spent its checks (login-rate-limiter.ts, perAddressUnknown) still takes as long.
   */
  waitAsLongAsVerify(): Promise<false>;
}

/** How much a new verification moves the remembered duration (a running average over about the last 20). */
const DURATION_WEIGHT = 0.05;

/** argon2id (the library's default algorithm) with a fresh random salt per hash; the PHC string carries salt and cost. */
export function createPasswordHasher(cost: HashCost = PRODUCTION_HASH_COST): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  let verifyMs: number | undefined;
  const hashPassword = (password: string) => hash(password, { ...cost });
  const verifyPassword = async (passwordHash: string, password: string) => {
    const started = performance.now();
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    } finally {
      const took = performance.now() - started;
      verifyMs = verifyMs === undefined ? took : verifyMs + DURATION_WEIGHT * (took - verifyMs);
    }
  };
  const verifyWithoutAccount = async (password: string): Promise<false> => {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    return false;
  };
  return {
    hash: hashPassword,
    verify: verifyPassword,
    verifyWithoutAccount,
    async waitAsLongAsVerify() {
      // Nothing measured yet (a fresh replica): one real check measures it.
      if (verifyMs === undefined) return verifyWithoutAccount(randomBytes(8).toString('hex'));
      await new Promise((resolve) => setTimeout(resolve, verifyMs));
      return false;
    },
  };
}
