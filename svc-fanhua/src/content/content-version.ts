import { randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongoose';
import { EventSettingsModel, EVENT_SETTINGS_ID } from './event-settings.model.js';

/** A fresh version token; written in the same transaction as the area change it stands for. */
export function newContentVersion(): string {
  return randomUUID();
}

/** Marks the areas as changed so every replica's area cache reloads on its next read. */
export async function bumpContentVersion(session: ClientSession): Promise<void> {
  await EventSettingsModel.updateOne({ _id: EVENT_SETTINGS_ID }, { $set: { contentVersion: newContentVersion() } }, { session });
}
