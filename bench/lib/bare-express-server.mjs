#!/usr/bin/env node
// @ts-check
// The baseline of bench/api-latency.mjs: a bare Express app on the same MongoDB lane as the
// services, with nothing but express.json() and one query per request (no helmet, no pino-http,
// no token check, no metrics). Run as its own process so it does not share the load generator's
// event loop, as the services do not. Env: PORT, MONGODB_URI, MONGO_DB, SEED_DOCS.
// Prints "READY" on stdout once it listens; stops on SIGTERM/SIGINT.
import express from 'express';
import mongoose from 'mongoose';
import { connectMongo, disconnectMongo } from '@citygames/service-kit/mongo-connection';

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

const server = app.listen(port, '127.0.0.1', () => console.log('READY'));
const stop = () => {
  server.closeAllConnections();
  server.close(() => void disconnectMongo().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
