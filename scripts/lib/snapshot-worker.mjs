// @ts-check
// Writes jongodb snapshots on a thread of its own: turning every document into EJSON runs a whole
// cursor batch without yielding, which on the platform's own thread held up everything else it does
// (following logs, supervising, and in the benchmarks the load generator) for a tenth of a second
// every few seconds. Each message { uri, dataDir } is answered with { ok, contents } (null: nothing to
// write yet) or { ok: false, message }.
import { parentPort } from 'node:worker_threads';
import { writeSnapshot } from './jongodb-snapshots.mjs';

if (!parentPort) throw new Error('snapshot-worker.mjs runs as a worker thread');
const port = parentPort;
port.on('message', async (/** @type {{ uri: string, dataDir: string }} */ request) => {
  try {
    port.postMessage({ ok: true, contents: await writeSnapshot(request) });
  } catch (error) {
    port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
