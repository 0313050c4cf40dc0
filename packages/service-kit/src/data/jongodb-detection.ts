import mongoose, { type Connection } from 'mongoose';

const detected = new WeakMap<object, Promise<boolean>>();

/**
 * Records the answer connectMongo already has for a connected connection (it asked the server before connecting), so
 * its client is not asked again. A connection opened otherwise is asked on first use.
 */
export function rememberJongodb(connection: Connection, jongodb: boolean): void {
  detected.set(connection.getClient(), Promise.resolve(jongodb));
}

/** True when the connected server is jongodb (its buildInfo version reads e.g. `8.0.0-jongodb`). Asked once per client. */
export async function isJongodb(connection: Connection = mongoose.connection): Promise<boolean> {
  const client = connection.getClient();
  let answer = detected.get(client);
  if (!answer) {
    const db = connection.db;
    if (!db) return false; // not connected yet: ask again next time
    answer = db
      .admin()
      .command({ buildInfo: 1 })
      .then((info) => String(info.version ?? '').includes('jongodb'))
      .catch(() => false);
    detected.set(client, answer);
  }
  return answer;
}
