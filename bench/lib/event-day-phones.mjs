// @ts-check
// The phones of the event-day run (bench/event-day.mjs), each doing what its game's screens do, paced like a player
// (a poll every 1–3 s, an answer or a trade every few polls), through the gateway. Every write goes through
// phone-client.mjs (its key kept across resends and dropped replies); what each phone was told is kept for the
// database check at the end (event-day-checks.mjs).
import { createPhoneClient, errorCodeOf } from './phone-client.mjs';
import { createRadioListener } from './radio-listener.mjs';

/**
 * @typedef {'pilotsh' | 'polish120' | 'fanhua'} GameId
 * @typedef {object} PhoneTold what a phone was told, by outcome
 * @property {number} wrong answers judged wrong (200, not correct)
 * @property {number} banned answers refused with 429 (not judged)
 * @property {number} otherAnswers any other outcome of an answer
 * @property {number} trades area rewards taken (200)
 * @property {number} tradesRefused area rewards refused (4xx: taken already, out of range …)
 * @property {number} givenUp writes without an outcome when the phone gave them up
 * @property {number} appliedUnanswered writes whose effect is stored but whose answer is not (409 IDEMPOTENCY_APPLIED): the
 *   player never learns the outcome
 * @property {Record<string, number>} refusals the error codes of the other 4xx outcomes
 * @property {number[]} toldWrongAttempts the wrong-attempt counter of each reply judged wrong
 * @typedef {{ game: GameId, playerId: string, token: string, told: PhoneTold, offline: { from: number, to: number } | null,
 *   radio: ReturnType<typeof createRadioListener> | null, client: ReturnType<typeof createPhoneClient> }} Phone
 * @typedef {{ areaId: number, rewardId: string, lat: number, lng: number }} FreeAreaReward
 */

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ game: GameId, playerId: string, token: string, port: number, dropShare: number, log: ReturnType<typeof import('./phone-client.mjs').createFamilyLog>, stopped: () => boolean, offline: Phone['offline'] }} options
 * @returns {Phone}
 */
export function createPhone({ game, playerId, token, port, dropShare, log, stopped, offline }) {
  const client = createPhoneClient({ port, dropShare, log, stopped });
  const issueTicket = async () => {
    const reply = await client.read('电台凭证', { method: 'POST', path: '/api/fanhua/msg/stream-ticket', token });
    return reply.status === 200 ? /** @type {string} */ (JSON.parse(reply.body).ticket) : null;
  };
  return {
    game,
    playerId,
    token,
    offline,
    client,
    radio: game === 'fanhua' ? createRadioListener({ port, issueTicket }) : null,
    told: { wrong: 0, banned: 0, otherAnswers: 0, trades: 0, tradesRefused: 0, givenUp: 0, appliedUnanswered: 0, refusals: {}, toldWrongAttempts: [] },
  };
}

/**
 * The task a pilotsh or polish120 phone answers (wrongly, so every answer is judged and counted): the first open task
 * of its progress that the game accepts answers to now.
 * @param {Phone} phone
 */
async function pickTask(phone) {
  const reply = await phone.client.read('读取', { method: 'GET', path: `/api/${phone.game}/tasks/progress`, token: phone.token });
  if (reply.status !== 200) return null;
  const parsed = JSON.parse(reply.body);
  /** @type {{ taskId: string, completed: boolean, areaSeq: number }[]} */
  const entries = parsed.taskProgress ?? [];
  // pilotsh takes answers to the tasks of the team's current area only
  const current = /** @type {number | undefined} */ (parsed.currentAreaSeq);
  return entries.find((entry) => !entry.completed && (current === undefined || entry.areaSeq === current))?.taskId ?? null;
}

/**
 * One phone's event day until `endAt`: offline for its window (the radio closed, nothing sent), then back.
 * @param {Phone} phone @param {{ endAt: number, answerEvery: number, rewards: FreeAreaReward[] }} options
 */
export async function runPhone(phone, { endAt, answerEvery, rewards }) {
  const { client, token, game } = phone;
  const reads = {
    pilotsh: ['/api/pilotsh/team/status', '/api/pilotsh/tasks/progress', '/api/pilotsh/notices'],
    polish120: ['/api/polish120/team/status', '/api/polish120/tasks/progress', '/api/polish120/notices'],
    fanhua: ['/api/fanhua/team/current', '/api/fanhua/trade/assets', '/api/fanhua/area/map', '/api/fanhua/msg/team?page=1'],
  }[game];
  let taskId = game === 'fanhua' ? null : await pickTask(phone);
  let nextReward = 0;
  phone.radio?.open();
  for (let round = 1; Date.now() < endAt; round += 1) {
    if (phone.offline && Date.now() >= phone.offline.from && Date.now() < phone.offline.to) {
      phone.radio?.close();
      await pause(phone.offline.to - Date.now());
      phone.radio?.open();
      continue;
    }
    const path = /** @type {string} */ (reads[round % reads.length]);
    await client.read('读取', { method: 'GET', path, token });
    if (round % answerEvery === 0) {
      if (game === 'fanhua') {
        const reward = rewards[nextReward % rewards.length];
        nextReward += 1;
        if (reward) await takeReward(phone, reward);
      } else {
        taskId ??= await pickTask(phone);
        if (taskId) await answerWrongly(phone, taskId, round);
      }
    }
    await pause(1000 + Math.random() * 2000);
  }
  phone.radio?.close();
}

/** @param {Phone} phone @param {string} taskId @param {number} round */
async function answerWrongly(phone, taskId, round) {
  const outcome = await phone.client.write('带键答题', {
    method: 'POST',
    path: `/api/${phone.game}/tasks/complete`,
    token: phone.token,
    body: { taskId, answer: `压测错答${phone.playerId.slice(-3)}${round}` },
  });
  if (!outcome) {
    phone.told.givenUp += 1;
    return;
  }
  const { status, body } = outcome.reply;
  if (noteRefusal(phone, outcome.reply)) return;
  if (status === 200 && JSON.parse(body).isCorrect === false) {
    phone.told.wrong += 1;
    phone.told.toldWrongAttempts.push(Number(JSON.parse(body).wrongAttempts));
  } else if (status === 429) phone.told.banned += 1;
  else phone.told.otherAnswers += 1;
}

/** @param {Phone} phone @param {FreeAreaReward} reward */
async function takeReward(phone, reward) {
  const outcome = await phone.client.write('带键交易', {
    method: 'POST',
    path: '/api/fanhua/trade/trade-with-area',
    token: phone.token,
    body: { area_id: reward.areaId, reward_id: reward.rewardId, lat: reward.lat, lng: reward.lng, accuracy: 10 },
  });
  if (!outcome) phone.told.givenUp += 1;
  else if (noteRefusal(phone, outcome.reply)) return;
  else if (outcome.reply.status === 200 || outcome.reply.status === 201) phone.told.trades += 1;
  else phone.told.tradesRefused += 1;
}

/**
 * Counts a 4xx outcome by its error code; true when the write's effect is stored without its answer (the player was
 * told nothing about it), which the database check counts apart.
 * @param {Phone} phone @param {import('./phone-client.mjs').Reply} reply
 */
function noteRefusal(phone, reply) {
  const code = errorCodeOf(reply);
  if (!code) return false;
  phone.told.refusals[code] = (phone.told.refusals[code] ?? 0) + 1;
  if (code !== 'IDEMPOTENCY_APPLIED') return false;
  phone.told.appliedUnanswered += 1;
  return true;
}
