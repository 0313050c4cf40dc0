import type { Logger } from '../context.js';
import { GAMES } from '@citygames/service-kit/auth/auth-token';
import { DEMO_ACCOUNTS, demoAccountId } from '@citygames/service-kit/auth/demo-accounts';
import { createAccount, findAccountsByIds } from './account.repository.js';
import type { PasswordHasher } from '../passwords/password-hasher.js';

export interface SeedSummary {
  created: number;
  kept: number;
  skipped: number;
}

/**
 * Creates the demo accounts of every game under their fixed ids (demoAccountId), so game
 * services can seed teams that refer to them. Idempotent: an account that already exists is
 * kept as it is (a changed password or role survives), and a demo phone or name already used
 * by a real registration is left to that registration.
 */
export async function seedDemoAccounts(hasher: PasswordHasher, logger?: Logger): Promise<SeedSummary> {
  const wanted = GAMES.flatMap((game) => DEMO_ACCOUNTS.map((demo) => ({ game, demo, id: demoAccountId(game, demo.phone) })));
  const existing = new Set((await findAccountsByIds(wanted.map((entry) => entry.id))).map((account) => account.id));
  const summary: SeedSummary = { created: 0, kept: existing.size, skipped: 0 };
  for (const { game, demo, id } of wanted) {
    if (existing.has(id)) continue;
    const result = await createAccount({
      id,
      game,
      phone: demo.phone,
      name: demo.name,
      role: demo.role,
      passwordHash: await hasher.hash(demo.password),
    });
    if (result.ok) {
      summary.created += 1;
    } else if (result.reason === 'id-taken') {
      summary.kept += 1; // another replica seeded it a moment ago
    } else {
      summary.skipped += 1;
      logger?.warn({ game, phone: demo.phone, reason: result.reason }, 'demo account not created: phone or name already registered');
    }
  }
  logger?.info(summary, 'demo accounts seeded');
  return summary;
}
