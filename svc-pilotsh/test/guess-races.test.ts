import { beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createPilotshTestApp, importDemoPack, PLAYER1, PLAYER2, type PilotshTestApp } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_guess_races');

let t: PilotshTestApp;
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
  t = createPilotshTestApp();
});

const BURST = 200;
const member = (n: number) => (n % 2 ? PLAYER1 : PLAYER2);

/**
 * Two members send 200 guesses at once, the right one at a random place. A right one told to wait (the limit's
 * last guess was being judged for a teammate: 409, not judged) is sent again once the burst is over, as a phone does.
 */
async function burst(send: (phone: string, guess: string) => Promise<Response>, right: string, wrong: (n: number) => string) {
  const rightAt = Math.floor(Math.random() * BURST);
  const responses = await Promise.all(Array.from({ length: BURST }, (_, n) => send(member(n), n === rightAt ? right : wrong(n))));
  const first = responses[rightAt]!;
  const toldToWait = first.status === 409 && first.body.error === 'GUESS_BEING_JUDGED';
  return { rightAt, right: toldToWait ? await send(member(rightAt), right) : first, others: responses.filter((_, index) => index !== rightAt) };
}

describe('two hundred parallel guesses of two members never get past a limit', { timeout: 120_000 }, () => {
  it('task answers: the right one is accepted after at most four judged wrong ones, or refused by the ban', async () => {
    const { rightAt, right, others } = await burst(
      (phone, answer) => t.post('/api/pilotsh/tasks/complete', phone, { taskId: 'T1-2', answer }),
      '三下',
      (n) => `${n}下`,
    );
    const wrong = others.filter((response) => response.status === 200 && response.body.isCorrect === false).length;
    const where = `right answer at ${rightAt}`;
    if (right.status === 200) {
      expect(right.body.isCorrect, where).toBe(true);
      expect(wrong, where).toBeLessThanOrEqual(4);
    } else {
      expect(right.status, where).toBe(429);
      expect(right.body.error, where).toBe('TASK_BANNED');
      expect(wrong, where).toBe(5);
    }
    expect(others.every((response) => [200, 409, 429].includes(response.status))).toBe(true);
  });

  it('area codes: at most ten codes that match no area are looked up, and a right code is refused only then', async () => {
    const { rightAt, right, others } = await burst(
      (phone, code) => t.get(`/api/pilotsh/area/by-code/${code}`, phone),
      'MT2048',
      (n) => `GUESS${n}`,
    );
    const wrong = others.filter((response) => response.status === 404).length;
    const where = `right code at ${rightAt}`;
    expect(wrong, where).toBeLessThanOrEqual(10);
    if (right.status === 200) expect(right.body.area.code, where).toBe('MT2048');
    else {
      expect(right.status, where).toBe(429);
      expect(wrong, where).toBe(10);
    }
    expect(others.every((response) => [404, 409, 429].includes(response.status))).toBe(true);
  });
});
