import { randomInt } from 'node:crypto';

/** The demo accounts `npm start` seeds in every game (README, 演示账号). */
export const DEMO_ADMIN = { phone: '13800000000', password: 'admin123', name: '管理员' } as const;
export const DEMO_PLAYERS = [1, 2, 3, 4, 5, 6].map((n) => ({ phone: `1380000000${n}`, password: 'demo1234', name: `玩家${n}` }));

export interface NewAccount {
  name: string;
  phone: string;
  password: string;
}

let counter = 0;

/** An 11-digit mainland mobile number nobody has registered in this run (random 8-digit tail). */
export function uniquePhone(): string {
  counter += 1;
  const tail = (randomInt(0, 1e7) * 10 + (counter % 10)).toString().padStart(8, '0');
  return `139${tail}`;
}

/** A display name nobody has taken in this run (names are unique per game). */
export function uniqueName(prefix = '测试'): string {
  return `${prefix}${randomInt(100000, 999999)}`;
}

export function newAccount(prefix?: string): NewAccount {
  return { name: uniqueName(prefix), phone: uniquePhone(), password: 'e2e-pass-123' };
}
