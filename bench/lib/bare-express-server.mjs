#!/usr/bin/env node
// @ts-check
// The baseline of the platform benchmarks: a bare Express app on the same MongoDB lane as the
// services, with nothing but express.json() and one query or one transaction per request (no helmet,
// no pino-http, no token check, no metrics). Run as its own process so it does not share the load generator's
// event loop, as the services do not. Env: PORT, MONGODB_URI, MONGO_DB, SEED_DOCS.
// Prints "READY" on stdout once it listens; stops on SIGTERM/SIGINT.
import express from 'express';
import mongoose from 'mongoose';
import { mongoCommandsStarted } from '@citygames/service-kit/data/mongo-command-count';
import { connectMongo, disconnectMongo } from '@citygames/service-kit/data/mongo-connection';
import { runTransaction } from '@citygames/service-kit/data/transaction';

const port = Number(process.env.PORT);
const seedDocs = Number(process.env.SEED_DOCS ?? 60);

// Same shapes as the hot path's collections: a small keyed read and an append-only write.
const Item = mongoose.model(
  'BenchItem',
  new mongoose.Schema({ key: { type: String, required: true, unique: true }, name: String, score: Number }, { collection: 'bench_items' }),
);
const Write = mongoose.model(
  'BenchWrite',
  new mongoose.Schema({ teamKey: { type: String, required: true, index: true }, answer: String, at: Date }, { collection: 'bench_writes' }),
);

// A trade's shape (bench/trade-chain.mjs): a guard document both sides write, a guarded decrement,
// an increment and the record of the exchange, in one transaction run as the services run theirs.
const Guard = mongoose.model('BenchGuard', new mongoose.Schema({ _id: String, n: Number }, { collection: 'bench_guards' }));
const Line = mongoose.model(
  'BenchLine',
  new mongoose.Schema(
    { teamKey: { type: String, required: true }, item: { type: String, required: true }, count: Number },
    { collection: 'bench_lines' },
  ).index({ teamKey: 1, item: 1 }, { unique: true }),
);
const Exchange = mongoose.model('BenchExchange', new mongoose.Schema({ from: String, to: String, at: Date }, { collection: 'bench_exchanges' }));

await connectMongo(/** @type {string} */ (process.env.MONGODB_URI), process.env.MONGO_DB ?? 'citygames_bench');
if ((await Item.countDocuments()) === 0) {
  await Item.insertMany(Array.from({ length: seedDocs }, (_, index) => ({ key: `k${index}`, name: `条目${index}`, score: index })));
}

const app = express();
app.use(express.json({ limit: '16kb' }));
app.get('/bare/read', async (req, res) => {
  const item = await Item.findOne({ key: String(req.query.key ?? 'k0') }).lean();
  res.json(item ? { key: item.key, name: item.name, score: item.score } : null);
});
app.post('/bare/write', async (req, res) => {
  const written = await Write.create({ teamKey: String(req.body?.teamKey ?? 't0'), answer: String(req.body?.answer ?? ''), at: new Date() });
  res.json({ id: String(written._id) });
});

// What this process has spent so far, as a service's /metrics reports it (bench/lib/process-cost.mjs).
app.get('/bare/cost', (_req, res) => {
  const cpu = process.cpuUsage();
  res.json({ cpuSeconds: (cpu.user + cpu.system) / 1e6, commands: mongoCommandsStarted() });
});

app.post('/bare/transaction', async (req, res) => {
  const from = String(req.body?.from ?? 'a');
  const to = String(req.body?.to ?? 'b');
  await runTransaction(async (session) => {
    await Guard.updateOne({ _id: from }, { $inc: { n: 1 } }, { upsert: true, session });
    const paid = await Line.findOneAndUpdate({ teamKey: from, item: 'money', count: { $gte: 1 } }, { $inc: { count: -1 } }, { session }).lean();
    if (!paid) await Line.updateOne({ teamKey: from, item: 'money' }, { $set: { count: 1_000_000 } }, { upsert: true, session });
    await Line.updateOne({ teamKey: to, item: 'money' }, { $inc: { count: 1 } }, { upsert: true, session });
    await Exchange.create([{ from, to, at: new Date() }], { session });
  });
  res.json({ ok: true });
});

const server = app.listen(port, '127.0.0.1', () => console.log('READY'));
const stop = () => {
  server.closeAllConnections();
  server.close(() => void disconnectMongo().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
