import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { RadioPageResponse } from '@citygames/contracts/fanhua/radio.schema';
import { COLLECTION_REGISTRY } from '@citygames/service-kit/collection-registry';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { isJongodb, runTransaction } from '@citygames/service-kit/transaction';
import { LegacyRadioMessageModel } from '../src/radio/legacy-radio-message.model.js';
import { postRadioMessages, prepareRadioHour, type NewRadioMessage } from '../src/radio/post-radio-message.js';
import { RadioAudienceModel } from '../src/radio/radio-audience.model.js';
import type { RadioBucketDocument } from '../src/radio/radio-message.model.js';
import { RadioRecentModel } from '../src/radio/radio-recent.model.js';
import { radioBucketNames, storedRadioMessages, storeRadioMessages } from './support/stored-radio.js';
import { teamWith } from './support/trade-fixtures.js';
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
const recent = () => RadioRecentModel.find().sort({ createdAt: 1 }).lean();
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

  it('keeps one collection per audience and hour, with one document, recorded for readers and snapshots', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const b = await teamWith(api, leaderB, '守夜人');
    const at = new Date('2026-11-26T10:05:00Z');
    for (let i = 0; i < 12; i += 1)
      await storeRadioMessages([note(a.id, `A${i}`), note(b.id, `B${i}`), note(null, `全${i}`)], new Date(at.getTime() + i * MINUTE));
    await storeRadioMessages([note(a.id, '下一小时')], new Date('2026-11-26T11:00:00Z'));

    const names = [`radio_${a.id}_h2026112610`, `radio_${b.id}_h2026112610`, 'radio_all_h2026112610', `radio_${a.id}_h2026112611`];
    // Recorded hours outlive clearDatabase (it empties them), so earlier tests' hours may be listed too.
    expect(await radioBucketNames()).toEqual(expect.arrayContaining(names));
    const contents = await Promise.all(names.map((name) => mongoose.connection.collection<RadioBucketDocument>(name).find({}).toArray()));
    expect(contents.map((documents) => documents.map((document) => [document._id, document.n, document.messages.length]))).toEqual([
      [[a.id, 12, 12]],
      [[b.id, 12, 12]],
      [['all', 12, 12]],
      [[a.id, 1, 1]],
    ]);
    const summaries = await RadioAudienceModel.find().lean();
    expect(new Map(summaries.map((summary) => [summary._id, [summary.total, summary.hours]]))).toEqual(
      new Map([
        [a.id, [13, [names[0], names[3]]]],
        [b.id, [12, [names[1]]]],
        ['all', [12, [names[2]]]],
      ]),
    );
    if (await isJongodb()) {
      const registered = await mongoose.connection.collection(COLLECTION_REGISTRY).find({}).toArray();
      expect(registered.map((entry) => entry._id)).toEqual(expect.arrayContaining([...names, 'radio_audiences', 'radio_recent']));
    }
  });

  it('keeps only the last minutes in the live feed collection', async () => {
    const start = new Date('2026-11-26T10:00:00Z').getTime();
    await storeRadioMessages([note(null, '旧')], new Date(start));
    await storeRadioMessages([note(null, '中')], new Date(start + MINUTE));
    await storeRadioMessages([note(null, '中二')], new Date(start + MINUTE + 15_000));
    expect(titles(await recent())).toEqual(['旧', '中', '中二']);
    await storeRadioMessages([note(null, '新')], new Date(start + 2 * MINUTE + 30_000));
    expect(titles(await recent())).toEqual(['中', '中二', '新']);
    await storeRadioMessages([note(null, '再')], new Date(start + 3 * MINUTE + 10_000));
    expect(titles(await recent())).toEqual(['中二', '新', '再']);
    // Swept at most once per 30 s: a write 10 s later leaves what has just passed two minutes.
    await storeRadioMessages([note(null, '又')], new Date(start + 3 * MINUTE + 20_000));
    expect(titles(await recent())).toEqual(['中二', '新', '再', '又']);
    // The buckets keep every message.
    expect(titles(await storedRadioMessages())).toEqual(['旧', '中', '中二', '新', '再', '又']);
  });

  it('stores nothing of messages whose transaction fails', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const hour = await prepareRadioHour(new Date('2026-11-26T11:00:00Z'), [new mongoose.Types.ObjectId(a.id), null]);
    await expect(
      runTransaction(async (session) => {
        await postRadioMessages([note(a.id, '不该留下'), note(null, '也不该')], hour, session);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await storedRadioMessages()).toEqual([]);
    expect(await RadioAudienceModel.countDocuments()).toBe(0);
    expect(await RadioRecentModel.countDocuments()).toBe(0);
    expect((await page(leaderA)).pagination.total).toBe(0);
  });

  it('still shows the messages of a database written before the buckets, merged by time', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const b = await teamWith(api, leaderB, '守夜人');
    const legacy = (teamId: string | null, title: string, minute: number) => ({
      ...note(teamId, title),
      createdAt: new Date(Date.UTC(2026, 10, 26, 9, minute)),
    });
    await LegacyRadioMessageModel.insertMany([legacy(a.id, '旧A1', 0), legacy(null, '旧全', 10), legacy(b.id, '旧B', 15), legacy(a.id, '旧A2', 20)]);
    await storeRadioMessages([note(a.id, '新A')], new Date('2026-11-26T09:15:00Z'));
    await storeRadioMessages([note(null, '新全')], new Date('2026-11-26T09:30:00Z'));

    const mine = await page(leaderA);
    expect(mine.pagination.total).toBe(5);
    expect(titles(mine.messages)).toEqual(['新全', '旧A2', '新A', '旧全', '旧A1']);
    expect(titles((await page(leaderA, '?limit=2&page=2')).messages)).toEqual(['新A', '旧全']);
    expect(titles((await page(loner)).messages)).toEqual(['新全', '旧全']);
    await LegacyRadioMessageModel.deleteMany({});
  });
});
