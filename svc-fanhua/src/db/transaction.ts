import mongoose, { type ClientSession } from 'mongoose';

/**
 * Multi-document changes of the service. On MongoDB this is `connection.transaction`: the server
 * detects write conflicts and the driver retries transient failures. jongodb (the embedded lane of
 * tests and the local run) has no write-conflict detection: concurrent transactions on the same
 * document silently keep the last writer, and a unique violation surfaces only at commit, where the
 * driver retries for two minutes. So on jongodb the transactions of this process run one at a time
 * (jongodb is always a single in-memory process serving one service process, so this is enough).
 */
export async function runTransaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
  if (!(await isJongodb())) return mongoose.connection.transaction(work);
  return runExclusive(() => mongoose.connection.transaction(work));
}

/**
 * Runs a single write outside a transaction that may touch a document a transaction also writes.
 * On jongodb it queues behind running transactions (see runTransaction); on MongoDB it just runs.
 */
export async function runExclusiveWrite<T>(work: () => Promise<T>): Promise<T> {
  if (!(await isJongodb())) return work();
  return runExclusive(work);
}

let queue: Promise<unknown> = Promise.resolve();

function runExclusive<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

const detected = new WeakMap<object, Promise<boolean>>();

async function isJongodb(): Promise<boolean> {
  const client = mongoose.connection.getClient();
  let answer = detected.get(client);
  if (!answer) {
    answer = mongoose.connection
      .db!.admin()
      .command({ buildInfo: 1 })
      .then((info) => String(info.version ?? '').includes('jongodb'))
      .catch(() => false);
    detected.set(client, answer);
  }
  return answer;
}
