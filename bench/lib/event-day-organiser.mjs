// @ts-check
// The organiser of the event-day run, at the console through the gateway: every few seconds a radio broadcast to
// fanhua, a notice to pilotsh or polish120, or a points correction for a pilotsh team, each with its own
// Idempotency-Key and the same lost replies as the phones. Keeps each acknowledged broadcast (its position, when it
// was first sent and when it was acknowledged) for the delivery check.
import { MongoClient } from 'mongodb';
import { createPhoneClient } from './phone-client.mjs';

/** Seconds between two of the organiser's actions. */
const ACTION_EVERY_MS = 4000;

/**
 * @param {{ port: number, token: string, mongoUri: string, dropShare: number, log: ReturnType<typeof import('./phone-client.mjs').createFamilyLog>, endAt: number, stopped: () => boolean }} options
 */
export async function runOrganiser({ port, token, mongoUri, dropShare, log, endAt, stopped }) {
  const client = createPhoneClient({ port, dropShare, log, stopped });
  const mongo = new MongoClient(mongoUri);
  await mongo.connect();
  const team = await mongo.db('citygames_pilotsh').collection('teams').findOne({ name: '压测队0' });
  await mongo.close();
  const pilotshTeamId = String(team?._id ?? '');
  /** @type {import('./event-day-checks.mjs').SentRadio[]} */
  const sentRadio = [];
  /** @type {Record<string, Record<string, number>>} */
  const done = {};
  const count = (/** @type {string} */ action, /** @type {number | string} */ status) => {
    done[action] ??= {};
    done[action][status] = (done[action][status] ?? 0) + 1;
  };
  /** @type {Array<(n: number) => Promise<void>>} */
  const actions = [
    async (n) => {
      const title = `压测广播${n}`;
      const sentAt = Date.now();
      const outcome = await client.write('组织者电台广播', {
        method: 'POST',
        path: '/api/fanhua/organizer/msg/send',
        token,
        body: { scope: 'all', sender: 'commander', message_type: 'system_broadcast', title, msg: `<p>第 ${n} 条广播</p>` },
      });
      count('电台广播', outcome?.reply.status ?? '放弃');
      if (outcome && outcome.reply.status === 201) sentRadio.push({ seq: Number(JSON.parse(outcome.reply.body).data.seq), title, sentAt, ackedAt: Date.now() });
    },
    async (n) => {
      const game = n % 2 === 0 ? 'pilotsh' : 'polish120';
      const outcome = await client.write('组织者通知与更正', {
        method: 'POST',
        path: `/api/${game}/organizer/messages`,
        token,
        body: { text: `压测通知第 ${n} 条：请各队注意时间`, teamId: null },
      });
      count(`${game} 通知`, outcome?.reply.status ?? '放弃');
    },
    async () => {
      const outcome = await client.write('组织者通知与更正', {
        method: 'POST',
        path: '/api/pilotsh/organizer/corrections/points',
        token,
        body: { teamId: pilotshTeamId, points: 1, reason: '压测更正' },
      });
      count('pilotsh 加分更正', outcome?.reply.status ?? '放弃');
    },
  ];
  for (let n = 0; Date.now() < endAt; n += 1) {
    // every other action is a broadcast: the radio is what the check follows most closely
    const action = n % 2 === 0 ? actions[0] : actions[1 + (((n - 1) / 2) % 2)];
    await action?.(n);
    await new Promise((resolve) => setTimeout(resolve, ACTION_EVERY_MS));
  }
  client.close();
  return { sentRadio, done };
}
