import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.js';
import { aggregateDocuments } from './aggregate-documents.js';
import { runTransaction } from './transaction.js';

useTestDatabase('aggregate_documents');

const Member = mongoose.model(
  'AggregateMember',
  new mongoose.Schema({ phone: String, teamId: String }, { collection: 'aggregate_members', versionKey: false }),
);
const Team = mongoose.model('AggregateTeam', new mongoose.Schema({ _id: String, name: String }, { collection: 'aggregate_teams', versionKey: false }));

const teamOfPhone = (phone: string) => [
  { $match: { phone } },
  { $limit: 1 },
  { $lookup: { from: Team.collection.collectionName, localField: 'teamId', foreignField: '_id', as: 'team' } },
];

describe('aggregateDocuments', () => {
  it("answers exactly what the model's own aggregate answers, joins included", async () => {
    await Team.create({ _id: 't1', name: '一队' });
    await Member.create([
      { phone: '13800000001', teamId: 't1' },
      { phone: '13800000002', teamId: 't1' },
    ]);
    const direct = await aggregateDocuments(Member, teamOfPhone('13800000002'));
    expect(direct).toEqual(await Member.aggregate(teamOfPhone('13800000002')));
    expect(direct).toMatchObject([{ phone: '13800000002', team: [{ _id: 't1', name: '一队' }] }]);
    expect(await aggregateDocuments(Member, teamOfPhone('13800000009'))).toEqual([]);
  });

  it("reads inside a transaction with the transaction's session: its own uncommitted write is seen", async () => {
    await Team.create({ _id: 't2', name: '二队' });
    const seen = await runTransaction(async (session) => {
      await Member.create([{ phone: '13800000003', teamId: 't2' }], { session });
      return aggregateDocuments(Member, teamOfPhone('13800000003'), session);
    });
    expect(seen).toMatchObject([{ phone: '13800000003', team: [{ name: '二队' }] }]);
  });

  it('refuses a pipeline that writes, before anything reaches the database', async () => {
    expect(() => aggregateDocuments(Member, [{ $match: {} }, { $out: 'elsewhere' }])).toThrow(/\$out\/\$merge/);
    expect(() => aggregateDocuments(Member, [{ $merge: { into: 'elsewhere' } }])).toThrow(/\$out\/\$merge/);
  });
});
