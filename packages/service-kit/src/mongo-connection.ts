import mongoose, { type Connection } from 'mongoose';
import { queueFindAndModifyOnJongodb } from './transaction.js';

/**
 * Options every connection needs so the same code runs on real MongoDB and on jongodb:
 * no implicit `create` command (unique indexes would silently never be built) and polled
 * server monitoring (streaming hello drops the pool every second on jongodb).
 */
export const MONGO_CONNECT_OPTIONS = {
  autoCreate: false,
  serverMonitoringMode: 'poll',
  serverSelectionTimeoutMS: 10_000,
} as const;

/** Connects the default mongoose connection to one database and builds every model's indexes (and, on jongodb, makes guarded findOneAndUpdate exact: see transaction.ts). */
export async function connectMongo(uri: string, dbName: string): Promise<Connection> {
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, { ...MONGO_CONNECT_OPTIONS, dbName });
  await queueFindAndModifyOnJongodb();
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  return mongoose.connection;
}

export async function disconnectMongo(): Promise<void> {
  await mongoose.disconnect();
}
