import mongoose, { Schema, type Model } from 'mongoose';

/**
 * A browser that has logged in to an account: the SHA-256 of its device cookie, per account.
 * One document per (device, account), unique, so repeated logins update one document.
 */
export interface KnownDevice {
  deviceHash: string;
  accountId: string;
  lastLoginAt: Date;
}

export const KnownDeviceModel: Model<KnownDevice> =
  (mongoose.models.KnownDevice as Model<KnownDevice> | undefined) ??
  mongoose.model<KnownDevice>(
    'KnownDevice',
    new Schema<KnownDevice>(
      {
        deviceHash: { type: String, required: true },
        accountId: { type: String, required: true },
        lastLoginAt: { type: Date, required: true },
      },
      { collection: 'known_devices', versionKey: false },
    ).index({ deviceHash: 1, accountId: 1 }, { unique: true, name: 'uniq_device_account' }),
  );
