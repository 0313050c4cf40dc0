import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { RadioPageResponse } from '@citygames/contracts/fanhua/radio.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { postRadioMessages, type NewRadioMessage } from '../src/radio/post-radio-message.js';
import { RadioMessageModel } from '../src/radio/radio-message.model.js';
import { storedRadioMessages, storeRadioMessages } from './support/stored-radio.js';
import { admin, teamWith } from './support/trade-fixtures.js';
import { createTestApp, player } from './support/test-app.js';

useTestDatabase('fanhua_radio_storage');
beforeEach(() => clearDatabase());

const api = createTestApp({ now: () => new Date('2026-11-26T11:30:00Z') });
const [leaderA, leaderB, loner] = [player(1), player(2), player(3)];
const MINUTE = 60_000;

const page = async (who = leaderA, query = '') => {
  const res = await api.get(`/api/fanhua/msg/team${query}`).set('Authorization', who.auth);
  expect(res.status).toBe(200);
  return RadioPageResponse.parse(res.body).data;
};
const note = (teamId: string | null, title: string): NewRadioMessage => ({
  teamId: teamId === null ? null : new mongoose.Types.ObjectId(teamId),
  sender: 'survivor',
  messageType: teamId === null ? 'system_broadcast' : 'team_message',
  title,
  html: 'x',
  createdBy: 'system',
});
const titles = (messages: { title: string }[]) => messages.map((message) => message.title);

describe('radio storage', () => {
  it('pages messages of several hours newest first, with the total of both audiences', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const b = await teamWith(api, leaderB, '守夜人');
    // 09:50 to 11:08: three hours; every fifth minute a broadcast, otherwise a note for A, and one for B.
    const start = new Date('2026-11-26T09:50:00Z').getTime();
    for (let i = 0; i < 40; i += 1) {
      const at = new Date(start + i * 2 * MINUTE);
      await storeRadioMessages([note(i % 5 === 0 ? null : a.id, `A${i}`), note(b.id, `B${i}`)], at);
    }
    // Two messages of the same moment: the one stored later comes first, as before.
    await storeRadioMessages([note(a.id, '同刻一'), note(a.id, '同刻二')], new Date(start + 80 * MINUTE));

    const expected = [...Array.from({ length: 40 }, (_, i) => `A${i}`), '同刻一', '同刻二'].reverse();
    const first = await page(leaderA, '?limit=15');
    expect(first.pagination).toEqual({ page: 1, limit: 15, total: 42, totalPages: 3 });
    expect(titles(first.messages)).toEqual(expected.slice(0, 15));
    expect(titles((await page(leaderA, '?limit=15&page=2')).messages)).toEqual(expected.slice(15, 30));
    expect(titles((await page(leaderA, '?limit=15&page=3')).messages)).toEqual(expected.slice(30));
    expect((await page(leaderA, '?limit=15&page=4')).messages).toEqual([]);
    expect(first.messages.map((message) => message.created_at)).toEqual([...first.messages.map((message) => message.created_at)].sort().reverse());

    const broadcasts = Array.from({ length: 8 }, (_, i) => `A${i * 5}`).reverse();
    const lonely = await page(loner);
    expect(lonely.pagination.total).toBe(8);
    expect(titles(lonely.messages)).toEqual(broadcasts);
    const night = await page(leaderB, '?limit=50');
    expect(night.pagination.total).toBe(48);
    expect(titles(night.messages).filter((title) => title.startsWith('A'))).toEqual(broadcasts);
  });

  it('keeps every message as one document of radio_messages, indexed for the page and the live feed', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const b = await teamWith(api, leaderB, '守夜人');
    const at = new Date('2026-11-26T10:05:00Z');
    for (let i = 0; i < 12; i += 1)
      await storeRadioMessages([note(a.id, `A${i}`), note(b.id, `B${i}`), note(null, `全${i}`)], new Date(at.getTime() + i * 40 * MINUTE));

    const stored = await RadioMessageModel.find({}).lean();
    expect(stored).toHaveLength(36);
    const perAudience = new Map<string, number>();
    for (const message of stored) perAudience.set(message.audience, (perAudience.get(message.audience) ?? 0) + 1);
    expect(perAudience).toEqual(
      new Map([
        [a.id, 12],
        [b.id, 12],
        ['all', 12],
      ]),
    );
    expect(stored.filter((message) => message.audience === 'all').every((message) => message.teamId === null)).toBe(true);

    const indexes = await RadioMessageModel.collection.listIndexes().toArray();
    expect(indexes.map((index) => [index.name, index.key, index.unique ?? false])).toEqual(
      expect.arrayContaining([
        ['by_audience_seq', { audience: 1, seq: -1 }, false],
        ['by_seq', { seq: 1 }, true],
      ]),
    );
    // one position each, in the order they were stored
    expect(stored.map((message) => message.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 36 }, (_, n) => n + 1));
  });

  it('answers a total equal to the stored messages after administrators sent in parallel', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const sends = Array.from({ length: 24 }, (_, i) =>
      api
        .post('/api/fanhua/msg/send')
        .set('Authorization', admin.auth)
        .send(
          i % 3 === 0
            ? { scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: `全${i}`, msg: '内容' }
            : { scope: 'team', team_id: a.id, sender: 'doctor', message_type: 'team_message', title: `队${i}`, msg: '内容' },
        ),
    );
    expect((await Promise.all(sends)).map((res) => res.status)).toEqual(Array(24).fill(201));
    const stored = await storedRadioMessages();
    expect(stored).toHaveLength(24);
    const mine = await page(leaderA, '?limit=50');
    expect(mine.pagination.total).toBe(stored.length);
    expect(new Set(mine.messages.map((message) => message.id))).toEqual(new Set(stored.map((message) => String(message._id))));
    expect((await page(loner)).pagination.total).toBe(stored.filter((message) => message.teamId === null).length);
  });

  it('stores nothing of messages whose transaction fails', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    await expect(
      runTransaction(async (session) => {
        await postRadioMessages([note(a.id, '不该留下'), note(null, '也不该')], new Date('2026-11-26T11:00:00Z'), session);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await storedRadioMessages()).toEqual([]);
    expect((await page(leaderA)).pagination.total).toBe(0);
  });
});
