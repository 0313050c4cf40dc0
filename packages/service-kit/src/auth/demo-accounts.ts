import { createHash } from 'node:crypto';
import type { Game, Role } from './auth-token.js';

export interface DemoAccount {
  phone: string;
  name: string;
  password: string;
  role: Role;
}

/** The demo accounts of every game, as listed in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { phone: '13800000000', name: '管理员', password: 'admin123', role: 'admin' },
  ...[1, 2, 3, 4, 5, 6].map((n) => ({ phone: `1380000000${n}`, name: `玩家${n}`, password: 'demo1234', role: 'user' as const })),
];

/** The platform-level demo organiser (no game's account; signs in at /organizer), as listed in the README. */
export const DEMO_ORGANIZER = { phone: '13900000000', name: '组织者', password: 'organizer123' } as const;

/**
 * A stable account id for a demo account, so a game service can seed data (teams, players)
 * that refers to accounts svc-auth seeds on its own: both derive the same ObjectId hex.
 */
export function demoAccountId(game: Game, phone: string): string {
  return createHash('sha256').update(`citygames-demo:${game}:${phone}`).digest('hex').slice(0, 24);
}
