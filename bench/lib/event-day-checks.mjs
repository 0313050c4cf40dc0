// @ts-check
// The end of the event-day run: what the database holds against what the phones and the organiser were told.
// Nothing acknowledged may be missing, nothing may be there twice; a write a phone gave up (no outcome after its
// resends) may or may not have left its effect, and is counted apart.
import { MongoClient } from 'mongodb';

/**
 * @typedef {import('./event-day-phones.mjs').Phone} Phone
 * @typedef {{ seq: number, title: string, sentAt: number, ackedAt: number }} SentRadio
 * @typedef {{ player: string, told: number, stored: number, givenUp: number, appliedUnanswered: number }} Mismatch
 */

/**
 * Each phone's acknowledged count against the stored one. `stored` may exceed `told` by the writes it gave up and
 * those stored without their answer (409 IDEMPOTENCY_APPLIED, counted apart: nothing doubled, but nobody told).
 * @param {Phone[]} phones @param {Map<string, number>} storedByPlayer @param {(phone: Phone) => number} toldOf
 */
function compare(phones, storedByPlayer, toldOf) {
  /** @type {Mismatch[]} */
  const lost = [];
  /** @type {Mismatch[]} */
  const doubled = [];
  let told = 0;
  let stored = 0;
  for (const phone of phones) {
    const { givenUp, appliedUnanswered } = phone.told;
    const row = { player: phone.playerId, told: toldOf(phone), stored: storedByPlayer.get(phone.playerId) ?? 0, givenUp, appliedUnanswered };
    told += row.told;
    stored += row.stored;
    if (row.stored < row.told) lost.push(row);
    if (row.stored > row.told + row.givenUp + row.appliedUnanswered) doubled.push(row);
  }
  return { phones: phones.length, told, stored, lost, doubled };
}

/** @param {import('mongodb').Collection} collection @param {object} match @param {string} field */
async function countBy(collection, match, field) {
  const rows = await collection.aggregate([{ $match: match }, { $group: { _id: `$${field}`, n: { $sum: 1 } } }]).toArray();
  return new Map(rows.map((row) => [String(row._id), Number(row.n)]));
}

/**
 * The answers of one game: the wrong answers stored per player against those the phones were told were judged wrong,
 * and each team's counter (team_task_states.wrongAnswersTotal) against the wrong answers stored for it.
 * @param {import('mongodb').Db} db @param {Phone[]} phones
 */
async function checkAnswers(db, phones) {
  const players = phones.map((phone) => phone.playerId);
  const wrong = db.collection('wrong_answers');
  const byPlayer = await countBy(wrong, { playerId: { $in: players } }, 'playerId');
  const byTeam = await countBy(wrong, { playerId: { $in: players } }, 'teamId');
  const counters = await db
    .collection('team_task_states')
    .aggregate([{ $match: { teamId: { $in: [...byTeam.keys()] } } }, { $group: { _id: '$teamId', total: { $sum: '$wrongAnswersTotal' } } }])
    .toArray();
  const counterMismatches = counters
    .filter((row) => Number(row.total) !== byTeam.get(String(row._id)))
    .map((row) => ({ team: String(row._id), counter: Number(row.total), stored: byTeam.get(String(row._id)) ?? 0 }));
  return { ...compare(phones, byPlayer, (phone) => phone.told.wrong), counterMismatches };
}

/**
 * Did every radio message reach every stream that was connected from before it was sent until after it was
 * acknowledged (live), and every phone by the end (a reconnection resumes from its last position)?
 * @param {Phone[]} phones @param {SentRadio[]} sent
 */
export function checkRadioDelivery(phones, sent) {
  let expectedLive = 0;
  /** @type {{ player: string, seq: number }[]} */
  const missedLive = [];
  /** @type {{ player: string, seq: number }[]} */
  const neverArrived = [];
  /** @type {number[]} */
  const liveDelays = [];
  for (const phone of phones) {
    const radio = phone.radio;
    if (!radio) continue;
    const firstReady = radio.connections[0]?.readyAt ?? Infinity;
    for (const message of sent) {
      const arrivals = radio.arrivals.filter((arrival) => arrival.seq === message.seq);
      if (message.sentAt > firstReady && arrivals.length === 0) neverArrived.push({ player: phone.playerId, seq: message.seq });
      for (const connection of radio.connections) {
        const heldThrough = connection.readyAt < message.sentAt && (connection.endedAt === null || connection.endedAt > message.ackedAt + 2000);
        if (!heldThrough) continue;
        expectedLive += 1;
        const live = arrivals.find((arrival) => arrival.connection === connection.id);
        if (live) liveDelays.push(live.at - message.sentAt);
        else missedLive.push({ player: phone.playerId, seq: message.seq });
      }
    }
  }
  return { messages: sent.length, expectedLive, missedLive, neverArrived, liveDelays };
}

/**
 * @param {{ mongoUri: string, phones: Phone[], sentRadio: SentRadio[] }} options
 */
export async function checkEventDay({ mongoUri, phones, sentRadio }) {
  const client = new MongoClient(mongoUri, { serverMonitoringMode: 'poll', heartbeatFrequencyMS: 1_000 });
  await client.connect();
  try {
    const ofGame = (/** @type {string} */ game) => phones.filter((phone) => phone.game === game);
    const pilotsh = await checkAnswers(client.db('citygames_pilotsh'), ofGame('pilotsh'));
    const polish120 = await checkAnswers(client.db('citygames_polish120'), ofGame('polish120'));
    const fanhuaDb = client.db('citygames_fanhua');
    const fanhuaPhones = ofGame('fanhua');
    const trades = compare(
      fanhuaPhones,
      await countBy(fanhuaDb.collection('area_trades'), { playerId: { $in: fanhuaPhones.map((phone) => phone.playerId) }, kind: 'reward' }, 'playerId'),
      (phone) => phone.told.trades,
    );
    const storedRadio = await fanhuaDb
      .collection('radio_messages')
      .find({ title: { $in: sentRadio.map((message) => message.title) } })
      .toArray();
    const radioStored = {
      acknowledged: sentRadio.length,
      stored: storedRadio.length,
      missing: sentRadio.filter((message) => !storedRadio.some((stored) => stored.seq === message.seq)).map((message) => message.title),
      doubledTitles: storedRadio.length - new Set(storedRadio.map((stored) => stored.title)).size,
    };
    return { pilotsh, polish120, trades, radioStored, radioDelivery: checkRadioDelivery(phones, sentRadio) };
  } finally {
    await client.close();
  }
}
