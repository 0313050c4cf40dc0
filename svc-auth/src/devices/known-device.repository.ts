import { createHash } from 'node:crypto';
import { newDeviceId } from './device-cookie.js';
import { KnownDeviceModel } from './known-device.model.js';

/** Only the hash of a device id is stored: the database alone cannot impersonate a browser. */
function hashOf(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

export async function isKnownDevice(deviceId: string | null, accountId: string | null): Promise<boolean> {
  if (!deviceId || !accountId) return false;
  return (await KnownDeviceModel.exists({ deviceHash: hashOf(deviceId), accountId })) !== null;
}

/**
 * The stored hash of a browser's device id when svc-auth remembers it for any account (it logged in or
 * registered before): what registration limits such a browser by instead of its address. Null otherwise.
 */
export async function rememberedDeviceHash(deviceId: string | null): Promise<string | null> {
  if (!deviceId) return null;
  const deviceHash = hashOf(deviceId);
  return (await KnownDeviceModel.exists({ deviceHash })) ? deviceHash : null;
}

/** After a successful login or registration: remembers this browser (a new id when it has none yet) for the account; returns its id. */
export async function rememberDevice(deviceId: string | null, accountId: string, now: Date): Promise<string> {
  const id = deviceId ?? newDeviceId();
  await KnownDeviceModel.updateOne({ deviceHash: hashOf(id), accountId }, { $set: { lastLoginAt: now } }, { upsert: true });
  return id;
}
