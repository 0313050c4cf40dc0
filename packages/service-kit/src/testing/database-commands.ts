import mongoose, { type mongo } from 'mongoose';
import { PlayerActivity } from '../auth/player-activity.js';
import { GAME_STATES_COLLECTION } from '../auth/platform-records.js';

/**
 * The database commands `work` sends, sorted, each as `<command> <collection>` (`find teams`,
 * `aggregate memberships`): a test of a hot read asserts this list, so an extra round trip fails it.
 * Needs the connection of useTestDatabase (connectMongo turns command monitoring on), and work that
 * runs alone: a command sent meanwhile by anything else would be listed too.
 *
 * Left out are the two reads and writes of the game gate in front of every player route, which go by
 * the wall clock and not by request: whether the game is open (at most every 2 s) and the player's
 * last activity (at most once a minute per player, without waiting for it).
 */
export async function databaseCommandsOf(work: () => Promise<unknown>): Promise<string[]> {
  const client = mongoose.connection.getClient();
  const byTime = new Set([GAME_STATES_COLLECTION, PlayerActivity.collection.collectionName]);
  const commands: string[] = [];
  const record = (event: mongo.CommandStartedEvent) => {
    const target = event.command[event.commandName] as unknown;
    if (typeof target === 'string' && byTime.has(target)) return;
    commands.push(typeof target === 'string' ? `${event.commandName} ${target}` : event.commandName);
  };
  client.on('commandStarted', record);
  try {
    await work();
  } finally {
    client.off('commandStarted', record);
  }
  return commands.sort();
}
