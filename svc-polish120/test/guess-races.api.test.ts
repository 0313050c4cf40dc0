import { beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext, type PlayerKey } from './support/test-app.js';

useTestDatabase('polish120_guess_races');
const t = createTestContext();

beforeEach(() => t.resetWithStartedTeams());

const BURST = 200;
const MAX_WRONG = 5;
const member = (n: number): PlayerKey => (n % 2 ? 'a1' : 'a2');
const randomPlace = () => Math.floor(Math.random() * BURST);

/** How a burst was decided: judged wrong (200, not correct), accepted (200, correct) and refused (429). */
function tally(responses: Response[], isRight: (index: number) => boolean) {
  const judgedWrong = responses.filter((response, index) => !isRight(index) && response.status === 200 && response.body.isCorrect === false);
  const rights = responses.filter((_, index) => isRight(index));
  return {
    wrong: judgedWrong.length,
    rightAccepted: rights.filter((response) => response.status === 200 && response.body.isCorrect === true).length,
    rightRefused: rights.filter((response) => response.status === 429).length,
    statuses: new Set(responses.map((response) => response.status)),
    others: responses.filter((response) => ![200, 429].includes(response.status)).map((response) => `${response.status} ${response.body?.code ?? ''}`),
  };
}

const xStage = async () => TeamStatusResponse.parse((await t.get('a1', '/api/polish120/team/status').expect(200)).body).status.x_stage;

/** A guess that arrived while the limit's last guess was judged for a teammate: told to wait, not judged. */
const toldToWait = (response: Response) => response.status === 409 && response.body?.error === 'GUESS_BEING_JUDGED';

/**
 * Sends again, once the burst is over, each right guess that was told to wait (as a phone does after the 2 s it is
 * told): it is then judged, or refused by the ban the last guess really set.
 */
async function resendWaitingRights(responses: Response[], isRight: (index: number) => boolean, send: (index: number) => Promise<Response>) {
  for (const [index, response] of responses.entries()) {
    if (isRight(index) && toldToWait(response)) responses[index] = await send(index);
  }
}

/** Two members guess one stage 200 times at once, the right guess at a random place. */
async function stageBurst(send: (player: PlayerKey, guess: string) => Promise<Response>, right: string, wrong: (n: number) => string) {
  const rightAt = randomPlace();
  const responses = await Promise.all(Array.from({ length: BURST }, (_, n) => send(member(n), n === rightAt ? right : wrong(n))));
  await resendWaitingRights(
    responses,
    (index) => index === rightAt,
    (index) => send(member(index), right),
  );
  return { rightAt, ...tally(responses, (index) => index === rightAt) };
}

/**
 * In every serial order a right guess is accepted after at most max-1 wrong ones and nothing of
 * that stage is judged after it; when it is refused, max wrong guesses were judged (the ban).
 */
function expectSerialOutcome(burst: { rightAt: number; wrong: number; rightAccepted: number; rightRefused: number; others: string[] }) {
  const where = `right guess at ${burst.rightAt}; other answers: ${burst.others.join(', ') || 'none'}`;
  expect(burst.rightAccepted + burst.rightRefused, where).toBe(1);
  if (burst.rightAccepted === 1) expect(burst.wrong, where).toBeLessThanOrEqual(MAX_WRONG - 1);
  else expect(burst.wrong, where).toBe(MAX_WRONG);
}

describe('two hundred parallel guesses of two members never get past a ban', { timeout: 120_000 }, () => {
  it('task answers', async () => {
    const burst = await stageBurst(
      (player, answer) => t.post(player, '/api/polish120/tasks/complete', { taskId: 'T1', answer }),
      '十二',
      (n) => `错${n}`,
    );
    expectSerialOutcome(burst);
    expect([...burst.statuses].every((status) => [200, 409, 429].includes(status))).toBe(true);
  });

  it('stage-0 keys', async () => {
    const burst = await stageBurst(
      (player, key) => t.setStage(player, 1, key),
      'D9E3',
      (n) => `A${String(n).padStart(3, '0')}`,
    );
    expectSerialOutcome(burst);
    expect(await xStage()).toBe(burst.rightAccepted ? 1 : 0);
  });

  it('the stage-1 question', async () => {
    await t.setStage('a1', 1, 'D9E3').expect(200);
    const burst = await stageBurst(
      (player, answer) => t.setStage(player, 2, answer),
      '十号线',
      // Never a line number: '10号线' is an accepted answer too, and a second right guess holding
      // the last slot would rightly refuse the first one.
      (n) => `${n}路公交`,
    );
    expectSerialOutcome(burst);
    expect(await xStage()).toBe(burst.rightAccepted ? 2 : 1);
  });

  it('the four stations: fifty candidates each, at most five wrong names judged per ban', async () => {
    await t.setStage('a1', 1, 'D9E3').expect(200);
    await t.setStage('a1', 2, '十号线').expect(200);
    const stations = [
      ['x1', '陕西南路'],
      ['x2', '南京东路'],
      ['x3', '新天地'],
      ['x4', '老西门'],
    ] as const;
    const rightAt = stations.map(() => Math.floor(Math.random() * 50));
    const guesses = Array.from({ length: BURST }, (_, n) => {
      const station = n % 4;
      const candidate = Math.floor(n / 4);
      const [key, name] = stations[station]!;
      return { key, answer: candidate === rightAt[station] ? name : `候选${candidate}站`, right: candidate === rightAt[station] };
    });
    const responses = await Promise.all(guesses.map((guess, n) => t.addStation(member(n), guess.key, guess.answer)));
    await resendWaitingRights(
      responses,
      (index) => guesses[index]!.right,
      (index) => t.addStation(member(index), guesses[index]!.key, guesses[index]!.answer),
    );
    const burst = tally(responses, (index) => guesses[index]!.right);
    const where = `right names at ${rightAt.join(', ')}`;
    expect(burst.wrong, where).toBeLessThanOrEqual(MAX_WRONG);
    // A right name is refused only while every slot is held: by wrong names (kept) or by another
    // station's right name still being judged (given back once it matches).
    if (burst.rightRefused > 0) expect(burst.wrong + burst.rightAccepted, where).toBeGreaterThanOrEqual(MAX_WRONG);
    expect(burst.rightAccepted + burst.rightRefused, where).toBe(4);
    expect(await xStage()).toBe(burst.rightAccepted === 4 ? 4 : burst.rightAccepted > 0 ? 3 : 2);
  });
});
