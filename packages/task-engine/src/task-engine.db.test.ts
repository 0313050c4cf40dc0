import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@citygames/service-kit/http/errors';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { listAttempts } from './attempts.js';
import { WrongAnswer } from './data-access/wrong-answer-model.js';
import { getBanStatus } from './ban-status.js';
import { TaskSolve } from './data-access/task-solve-model.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';
import { giveBackGuessSlot, keepWrongGuess, takeGuessSlot } from './guess-slot.js';
import { guessLimitStatus, judgeLimitedGuess } from './limited-guess.js';
import { listProgress } from './progress.js';
import { resetTeamTasks } from './reset-team.js';
import { submitAnswer, type SubmitAnswerInput } from './submit-answer.js';

useTestDatabase('task_engine');
beforeEach(clearDatabase);

const policy = { maxWrongAttempts: 5, banSeconds: 120 };
const t0 = new Date('2026-03-01T08:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const alice = { id: 'p1', name: '玩家1' };
const bob = { id: 'p2', name: '玩家2' };

function submit(answer: string, extra: Partial<SubmitAnswerInput> = {}) {
  return submitAnswer({
    teamId: 'team-a',
    taskId: 'task-1',
    answer,
    acceptedAnswers: ['上海北京', '沪京'],
    banPolicy: policy,
    player: alice,
    now: t0,
    ...extra,
  });
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('submitAnswer', () => {
  it('completes the task for the team on a normalised correct answer, recording who and when', async () => {
    const result = await submit(' 上海，北京 ', { player: bob });
    expect(result).toMatchObject({ isCorrect: true, wrongAttempts: 0, remainingTime: 0, completedBy: '玩家2', completedAt: t0.toISOString() });
    const [progress] = await listProgress('team-a', ['task-1']);
    expect(progress).toEqual({ taskId: 'task-1', completed: true, attemptCount: 1, completedAt: t0.toISOString(), completedBy: '玩家2' });
  });

  it('refuses any further submission once the team completed the task', async () => {
    await submit('沪京');
    const error = await refusal(submit('错的', { player: bob }));
    expect(error.status).toBe(409);
    expect(error.code).toBe('TASK_ALREADY_COMPLETED');
    expect(error.message).toContain('玩家1');
    expect((await listAttempts('team-a', 'task-1')).map((attempt) => attempt.isCorrect)).toEqual([true]);
    expect(await TaskSolve.countDocuments()).toBe(1);
  });

  it('counts wrong answers and bans from the 5th for the policy length', async () => {
    for (let n = 1; n <= 4; n += 1) {
      const result = await submit(`错${n}`, { now: at(n) });
      expect(result).toMatchObject({ isCorrect: false, wrongAttempts: n, remainingAttempts: 5 - n, isBanned: false, remainingTime: 0 });
    }
    const fifth = await submit('错5', { now: at(5) });
    expect(fifth).toMatchObject({ isCorrect: false, wrongAttempts: 5, remainingAttempts: 0, isBanned: true, remainingTime: 120 });
    expect(fifth.banUntilDate).toBe(at(125).toISOString());
    expect(fifth.message).toContain('2分0秒');

    const status = await getBanStatus({ teamId: 'team-a', taskId: 'task-1', banPolicy: policy, now: at(65) });
    expect(status).toEqual({
      message: expect.stringContaining('1分0秒'),
      isBanned: true,
      banUntilDate: at(125).toISOString(),
      remainingTime: 60,
      wrongAttempts: 5,
      remainingAttempts: 0,
      banPolicy: policy,
    });
  });

  it('refuses and does not count a submission during a ban, even a correct one', async () => {
    for (let n = 1; n <= 5; n += 1) await submit(`错${n}`);
    const error = await refusal(submit('上海北京', { now: at(30) }));
    expect(error.status).toBe(429);
    expect(error.code).toBe('TASK_BANNED');
    expect(error.extra).toMatchObject({ isBanned: true, remainingTime: 90, wrongAttempts: 5 });
    expect((await listAttempts('team-a', 'task-1')).length).toBe(5);
    expect(await TaskSolve.countDocuments()).toBe(0);
  });

  it('gives a fresh count after the ban expires', async () => {
    for (let n = 1; n <= 5; n += 1) await submit(`错${n}`);
    const afterBan = await getBanStatus({ teamId: 'team-a', taskId: 'task-1', banPolicy: policy, now: at(120) });
    expect(afterBan).toMatchObject({ isBanned: false, wrongAttempts: 0, remainingAttempts: 5 });
    const next = await submit('又错了', { now: at(121) });
    expect(next).toMatchObject({ wrongAttempts: 1, remainingAttempts: 4, isBanned: false });
    const correct = await submit('沪京', { now: at(122) });
    expect(correct.isCorrect).toBe(true);
    const [progress] = await listProgress('team-a', ['task-1']);
    expect(progress?.attemptCount).toBe(7);
  });

  it('keeps bans per team and per task', async () => {
    for (let n = 1; n <= 5; n += 1) await submit(`错${n}`);
    expect((await submit('错', { taskId: 'task-2' })).wrongAttempts).toBe(1);
    expect((await submit('错', { teamId: 'team-b' })).wrongAttempts).toBe(1);
  });

  it('refuses an answer that is only spaces and punctuation without counting it', async () => {
    const error = await refusal(submit(' ，。！ '));
    expect(error.status).toBe(400);
    expect(await TeamTaskState.countDocuments()).toBe(0);
  });
});

describe('races', () => {
  it('two members answering right at once: one solve, the other told it is already done', async () => {
    const results = await Promise.allSettled([submit('上海北京'), submit('沪京', { player: bob })]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.reason).toBeInstanceOf(HttpError);
    expect((rejected[0]?.reason as HttpError).code).toBe('TASK_ALREADY_COMPLETED');
    expect(await TaskSolve.countDocuments({ teamId: 'team-a', taskId: 'task-1' })).toBe(1);
    const [progress] = await listProgress('team-a', ['task-1']);
    expect(progress?.attemptCount).toBe(1);
  });

  it('runs onSolved with the solve only for the winner of a race', async () => {
    const calls: string[] = [];
    const results = await Promise.allSettled([
      submit('上海北京', { onSolved: async () => void calls.push('a') }),
      submit('沪京', { player: bob, onSolved: async () => void calls.push('b') }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await TaskSolve.countDocuments()).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('undoes the solve when onSolved throws', async () => {
    await expect(
      submit('沪京', {
        onSolved: async () => {
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(await TaskSolve.countDocuments()).toBe(0);
  });

  it(
    'two hundred parallel answers of two members, the right one at a random place: judged only within the limit, solved at most once',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 3; round += 1) {
        await clearDatabase();
        const rightAt = Math.floor(Math.random() * 200);
        const outcomes = await Promise.allSettled(
          Array.from({ length: 200 }, (_, n) => submit(n === rightAt ? '沪京' : `错${n}`, { player: n % 2 ? alice : bob })),
        );
        const judged = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
        const wrongJudged = judged.filter((result) => !result.isCorrect).length;
        const accepted = judged.some((result) => result.isCorrect);
        const refusedCodes = new Set(outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as HttpError).code] : [])));
        // In every serial order a right answer is accepted after at most max-1 wrong ones, and nothing is judged after it.
        expect(wrongJudged + (accepted ? 1 : 0), `right answer at ${rightAt}`).toBeLessThanOrEqual(5);
        if (!accepted) expect(wrongJudged, `right answer at ${rightAt}`).toBe(5);
        expect([...refusedCodes].every((code) => ['TASK_BANNED', 'GUESS_BEING_JUDGED', 'TASK_ALREADY_COMPLETED'].includes(code))).toBe(true);
        // no phantom ban: with the right answer accepted no ban ever stood, so nobody may have been told of one
        if (accepted) expect(refusedCodes.has('TASK_BANNED'), `right answer at ${rightAt}`).toBe(false);
        expect(await TaskSolve.countDocuments()).toBe(accepted ? 1 : 0);
        const state = await TeamTaskState.findOne({ teamId: 'team-a', taskId: 'task-1' }).lean();
        expect(await WrongAnswer.countDocuments({ teamId: 'team-a', taskId: 'task-1' })).toBe(wrongJudged);
        expect(state?.wrongAnswersTotal ?? 0).toBe(wrongJudged);
        // The ban is set once, by the fifth wrong answer, and only when five were judged.
        expect(Boolean(state?.banUntil)).toBe(wrongJudged === 5);
      }
    },
  );

  it('20 parallel wrong answers: exactly the limit counted, one ban, the rest refused', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => submit(`错${i}`, { player: i % 2 ? alice : bob })));
    const counted = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<{ wrongAttempts: number; isBanned: boolean }>).value);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(counted).toHaveLength(5);
    expect(counted.map((r) => r.wrongAttempts).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(counted.filter((r) => r.isBanned)).toHaveLength(1);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(['TASK_BANNED', 'GUESS_BEING_JUDGED']).toContain((r.reason as HttpError).code);
    expect((await listAttempts('team-a', 'task-1')).length).toBe(5);
    const state = await TeamTaskState.findOne({ teamId: 'team-a', taskId: 'task-1' }).lean();
    expect(state).toMatchObject({ wrongAttempts: 5, banUntil: at(120) });
  });
});

describe('listAttempts', () => {
  it("lists a team's judged answers of one task newest first, with who answered, and nothing refused", async () => {
    await submit('错一', { now: at(1) });
    await submit('错二', { now: at(2), player: bob });
    await submit('错', { now: at(3), teamId: 'team-b' });
    await submit('错', { now: at(4), taskId: 'task-2' });
    await submit('上海，北京', { now: at(5), player: bob });
    await refusal(submit('又来', { now: at(6) }));
    expect(await listAttempts('team-a', 'task-1')).toEqual([
      { answer: '上海，北京', isCorrect: true, playerName: '玩家2', submittedAt: at(5).toISOString() },
      { answer: '错二', isCorrect: false, playerName: '玩家2', submittedAt: at(2).toISOString() },
      { answer: '错一', isCorrect: false, playerName: '玩家1', submittedAt: at(1).toISOString() },
    ]);
    expect(await listAttempts('team-a', 'task-1', 2)).toHaveLength(2);
    expect(await listAttempts('team-c', 'task-1')).toEqual([]);
  });
});

describe('listProgress and reset', () => {
  it('lists every requested task in order and forgets a team on reset', async () => {
    await submit('错');
    await submit('沪京', { taskId: 'task-2', player: bob });
    await submit('错', { teamId: 'team-b' });
    expect(await listProgress('team-a', ['task-2', 'task-1', 'task-3'])).toEqual([
      { taskId: 'task-2', completed: true, attemptCount: 1, completedAt: t0.toISOString(), completedBy: '玩家2' },
      { taskId: 'task-1', completed: false, attemptCount: 1, completedAt: null, completedBy: null },
      { taskId: 'task-3', completed: false, attemptCount: 0, completedAt: null, completedBy: null },
    ]);
    await resetTeamTasks('team-a');
    expect((await listProgress('team-a', ['task-1', 'task-2'])).every((p) => !p.completed && p.attemptCount === 0)).toBe(true);
    expect((await listProgress('team-b', ['task-1']))[0]?.attemptCount).toBe(1);
  });
});

describe('the wrong-answer log and counts, bounded by teams × tasks', () => {
  it('counts every judged answer across bans, and logs each wrong answer on the one counter document', async () => {
    for (let n = 1; n <= 5; n += 1) await submit(`错${n}`, { now: at(n) });
    await submit('又错了', { now: at(130) });
    await submit('沪京', { now: at(131) });
    expect(await TeamTaskState.countDocuments({})).toBe(1);
    const [entry] = await listProgress('team-a', ['task-1']);
    expect(entry).toMatchObject({ taskId: 'task-1', completed: true, attemptCount: 7 });
    expect((await listAttempts('team-a', 'task-1')).map((attempt) => attempt.answer)).toEqual(['沪京', '又错了', '错5', '错4', '错3', '错2', '错1']);
  });

  it('logs two equal wrong answers of the same moment twice', async () => {
    await Promise.all([submit('同一个错'), submit('同一个错')]);
    expect((await listAttempts('team-a', 'task-1')).map((attempt) => attempt.answer)).toEqual(['同一个错', '同一个错']);
    expect((await listProgress('team-a', ['task-1']))[0]?.attemptCount).toBe(2);
  });
});

describe('limited guesses (stage keys, station names, area codes)', () => {
  const guess = { teamId: 'team-a', key: 'x-area:stage1', banPolicy: policy };
  const wrongGuess = (now = t0) => judgeLimitedGuess({ ...guess, now }, async () => ({ wrong: true, result: 'wrong' }));
  const rightGuess = (now = t0) => judgeLimitedGuess({ ...guess, now }, async () => ({ wrong: false, result: 'right' }));

  it('counts wrong guesses per team and key, bans at the limit and refuses while banned, a right guess too', async () => {
    for (let n = 1; n <= 4; n += 1) {
      expect((await wrongGuess(at(n))).counted).toMatchObject({
        isBanned: false,
        wrongAttempts: n,
        remainingAttempts: 5 - n,
        message: `不正确，还可以尝试 ${5 - n} 次`,
      });
    }
    expect((await wrongGuess(at(5))).counted).toMatchObject({ isBanned: true, remainingTime: 120, message: '不正确，错误次数已达 5 次，暂时封禁 2分0秒' });

    const refused = await refusal(rightGuess(at(65)));
    expect(refused).toMatchObject({ status: 429, code: 'GUESS_BANNED', message: '答错次数过多，已暂时封禁，请 1分0秒 后再试' });
    expect(refused.extra).toMatchObject({ isBanned: true, remainingTime: 60, retryAfter: 60 });

    // Another key and another team are not affected; the ban ends after the policy's seconds.
    expect((await judgeLimitedGuess({ ...guess, key: 'x-area:stage2', now: at(65) }, async () => ({ wrong: false, result: 1 }))).result).toBe(1);
    expect((await judgeLimitedGuess({ ...guess, teamId: 'team-b', now: at(65) }, async () => ({ wrong: false, result: 1 }))).result).toBe(1);
    expect(await guessLimitStatus({ ...guess, now: at(125) })).toMatchObject({ isBanned: false, wrongAttempts: 0, remainingAttempts: 5 });
    expect(await rightGuess(at(125))).toEqual({ result: 'right', counted: null });
    expect(await guessLimitStatus({ ...guess, now: at(125) })).toMatchObject({ isBanned: false, wrongAttempts: 0 });
  });

  it('gives the slot back when the judge throws, and keeps a custom refusal', async () => {
    await expect(judgeLimitedGuess({ ...guess, now: t0 }, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await guessLimitStatus({ ...guess, now: t0 })).toMatchObject({ wrongAttempts: 0 });
    for (let n = 0; n < 5; n += 1) await wrongGuess();
    const custom = await refusal(
      judgeLimitedGuess(
        { ...guess, now: t0 },
        async () => ({ wrong: false, result: 0 }),
        () => new HttpError(429, 'MINE', '不行'),
      ),
    );
    expect(custom.code).toBe('MINE');
  });

  it('lifts a ban that counted a right guess still being judged, and never gives a slot to a later period', async () => {
    for (let n = 0; n < 4; n += 1) await wrongGuess();
    // The right guess takes the last slot (which sets the ban while it is judged) and gives it back.
    expect((await rightGuess()).counted).toBeNull();
    expect(await guessLimitStatus({ ...guess, now: t0 })).toMatchObject({ isBanned: false, wrongAttempts: 4 });

    const slot = await takeGuessSlot('team-a', guess.key, policy, t0);
    expect(slot).toMatchObject({ ok: true, slot: { ifWrong: { isBanned: true, wrongAttempts: 5 } } });
    if (!slot.ok) throw new Error('expected a slot');
    await keepWrongGuess(slot.slot);
    // After the ban a new period starts; a slot of the old one given back late changes nothing.
    expect((await wrongGuess(at(121))).counted).toMatchObject({ wrongAttempts: 1 });
    await giveBackGuessSlot(slot.slot, policy);
    expect(await guessLimitStatus({ ...guess, now: at(121) })).toMatchObject({ wrongAttempts: 1 });
  });

  it('two hundred parallel guesses, the right one at a random place: never more than the limit of wrong ones judged', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 3; round += 1) {
      await clearDatabase();
      const rightAt = Math.floor(Math.random() * 200);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, n) => judgeLimitedGuess(guess, async () => ({ wrong: n !== rightAt, result: n === rightAt ? 'right' : 'wrong' }))),
      );
      const judged = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.result] : []));
      const wrongJudged = judged.filter((result) => result === 'wrong').length;
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(refused.every((outcome) => outcome.reason instanceof HttpError && ['GUESS_BANNED', 'GUESS_BEING_JUDGED'].includes(outcome.reason.code))).toBe(
        true,
      );
      // no phantom ban: a right guess judged means no ban stood, so nobody may have been told of one
      if (judged.includes('right')) expect(refused.some((outcome) => (outcome.reason as HttpError).code === 'GUESS_BANNED')).toBe(false);
      expect(wrongJudged, `right guess at ${rightAt}`).toBeLessThanOrEqual(5);
      // Refused only when every slot was taken by a guess that then turned out wrong.
      if (!judged.includes('right')) expect(wrongJudged, `right guess at ${rightAt}`).toBe(5);
      expect((await TeamTaskState.findOne({ teamId: 'team-a', taskId: guess.key }).lean())?.wrongAttempts).toBe(wrongJudged);
    }
  });

  it(
    'four right guesses among two hundred (the stations): a right one is judged only while fewer than the limit of wrong ones are decided',
    { timeout: 120_000 },
    async () => {
      const rights = new Set(Array.from({ length: 4 }, () => Math.floor(Math.random() * 200)));
      let wrongDecided = 0;
      const wrongSeenByRights: number[] = [];
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, n) =>
          judgeLimitedGuess(guess, async () => {
            if (!rights.has(n)) {
              wrongDecided += 1;
              return { wrong: true, result: 'wrong' };
            }
            wrongSeenByRights.push(wrongDecided);
            return { wrong: false, result: 'right' };
          }),
        ),
      );
      const where = `right guesses at ${[...rights].join(', ')}`;
      expect(wrongDecided, where).toBeLessThanOrEqual(5);
      // Judged in any serial order after at most max-1 wrong ones: never after the ban.
      expect(
        wrongSeenByRights.every((seen) => seen <= 4),
        where,
      ).toBe(true);
      const refusedRights = [...rights].filter((n) => outcomes[n]?.status === 'rejected').length;
      // Refused only while every slot is held: by wrong guesses (kept) or by a right one still being judged.
      const acceptedRights = rights.size - refusedRights;
      if (refusedRights > 0) expect(wrongDecided + acceptedRights, where).toBeGreaterThanOrEqual(5);
    },
  );
});

describe('the last guess before a ban', () => {
  async function fourWrong() {
    for (let n = 1; n <= 4; n += 1) await submit(`错${n}`, { now: at(n) });
  }

  it('tells a teammate to wait while it is judged, never that the task is banned, and a right one leaves no ban', async () => {
    await fourWrong();
    const last = await takeGuessSlot('team-a', 'task-1', policy, at(10));
    if (!last.ok) throw new Error('the last slot was free');
    const waiting = await refusal(submit('队友的答案', { player: bob, now: at(11) }));
    expect(waiting).toMatchObject({ status: 409, code: 'GUESS_BEING_JUDGED' });
    await giveBackGuessSlot(last.slot, policy);
    await TaskSolve.create({ teamId: 'team-a', taskId: 'task-1', answer: '沪京', playerId: alice.id, playerName: alice.name, solvedAt: at(11) });
    const after = await refusal(submit('队友的答案', { player: bob, now: at(12) }));
    expect(after.code).toBe('TASK_ALREADY_COMPLETED');
    expect((await TeamTaskState.findOne({ teamId: 'team-a', taskId: 'task-1' }).lean())?.banUntil).toBeNull();
  });

  it('answers a teammate with the true ban once the last guess was judged wrong', async () => {
    await fourWrong();
    const last = await takeGuessSlot('team-a', 'task-1', policy, at(10));
    if (!last.ok) throw new Error('the last slot was free');
    await keepWrongGuess(last.slot, { playerId: alice.id, playerName: alice.name, answer: '错5', normalizedAnswer: '错5', submittedAt: at(10) });
    const banned = await refusal(submit('队友的答案', { player: bob, now: at(11) }));
    expect(banned).toMatchObject({ status: 429, code: 'TASK_BANNED' });
    expect(banned.extra).toMatchObject({ remainingTime: 119, banUntilDate: at(130).toISOString() });
  });

  it('gives a retry of the guess that took the last slot and never finished that same slot, counted once', async () => {
    await fourWrong();
    const died = await takeGuessSlot('team-a', 'task-1', policy, at(10), 'key-of-alice');
    expect(died.ok).toBe(true);
    const retried = await takeGuessSlot('team-a', 'task-1', policy, at(40), 'key-of-alice');
    if (!retried.ok) throw new Error('the retry found no slot');
    expect(retried.slot).toMatchObject({ holder: 'key-of-alice', ifWrong: { isBanned: true, wrongAttempts: 5 } });
    const logged = { playerId: alice.id, playerName: alice.name, answer: '错5', normalizedAnswer: '错5', submittedAt: at(40) };
    await keepWrongGuess(retried.slot, logged);
    // a repeat of the end changes nothing: the slot is no longer held
    await keepWrongGuess(retried.slot, logged);
    await giveBackGuessSlot(retried.slot, policy);
    expect(await TeamTaskState.findOne({ teamId: 'team-a', taskId: 'task-1' }).lean()).toMatchObject({ wrongAttempts: 5, wrongAnswersTotal: 5 });
    expect(await WrongAnswer.countDocuments({ teamId: 'team-a', taskId: 'task-1' })).toBe(5);
  });

  it('tells the ban as a ban when the request judging the last guess never finished', async () => {
    await fourWrong();
    const last = await takeGuessSlot('team-a', 'task-1', policy, at(10));
    expect(last.ok).toBe(true);
    const banned = await refusal(submit('队友的答案', { player: bob, now: at(45) }));
    expect(banned).toMatchObject({ status: 429, code: 'TASK_BANNED' });
  });
});
