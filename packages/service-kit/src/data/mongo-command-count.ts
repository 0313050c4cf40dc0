import type { mongo } from 'mongoose';

type MongoClient = mongo.MongoClient;

let commandsStarted = 0;
const counted = new WeakSet<MongoClient>();

/**
 * Counts every command this process sends to its database (the driver's command monitoring), so the metrics can
 * say how many database round trips a request costs on any lane (bench/hot-reads.mjs divides it by the requests).
 * The client must be created with `monitorCommands: true`.
 */
export function countCommandsOf(client: MongoClient): void {
  if (counted.has(client)) return;
  counted.add(client);
  client.on('commandStarted', () => {
    commandsStarted += 1;
  });
}

/** Commands started by this process since it began. */
export function mongoCommandsStarted(): number {
  return commandsStarted;
}
