import { createHash } from 'node:crypto';
import mongoose, { Schema, type Model } from 'mongoose';
import { fileTypeFromBuffer } from 'file-type';
import { STUDIO_IMAGE_TYPES, type StudioImageExtension } from '@citygames/contracts/organizer/studio-media.rules';
import { isDuplicateKeyError } from '../../http/errors.js';

/**
 * Pictures uploaded in the studio, in the game's own database: `studio_images`, `_id` the SHA-256 of
 * the bytes (the same picture uploaded twice is one document), the bytes as BinData (at most 2 MB,
 * well under a document's 16 MB, so no GridFS). Nothing is ever changed under a name.
 */

interface StoredImage {
  _id: string;
  extension: StudioImageExtension;
  bytes: Buffer;
  size: number;
  uploadedAt: Date;
  uploadedBy: string;
}

const imageSchema = new Schema<StoredImage>(
  {
    _id: { type: String, required: true },
    extension: { type: String, required: true },
    bytes: { type: Buffer, required: true },
    size: { type: Number, required: true },
    uploadedAt: { type: Date, required: true },
    uploadedBy: { type: String, required: true },
  },
  { collection: 'studio_images', versionKey: false },
);

const StudioImage: Model<StoredImage> =
  (mongoose.models.StudioImage as Model<StoredImage> | undefined) ?? mongoose.model<StoredImage>('StudioImage', imageSchema);

/** The picture's real type by its first bytes (never the name or the declared Content-Type); null when it is none we take. */
export async function rasterImageExtension(bytes: Uint8Array): Promise<StudioImageExtension | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  // An animated PNG is a PNG to every browser.
  const extension = detected.ext === 'apng' ? 'png' : detected.ext;
  return extension in STUDIO_IMAGE_TYPES ? (extension as StudioImageExtension) : null;
}

/** Stores a picture under the hash of its bytes; `created` is false when the same bytes were stored before. */
export async function storeImage(
  bytes: Buffer,
  extension: StudioImageExtension,
  upload: { by: string; now: Date },
): Promise<{ sha256: string; created: boolean }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    const written = await StudioImage.updateOne(
      { _id: sha256 },
      { $setOnInsert: { extension, bytes, size: bytes.length, uploadedAt: upload.now, uploadedBy: upload.by } },
      { upsert: true },
    );
    return { sha256, created: written.upsertedCount > 0 };
  } catch (error) {
    // Two uploads of the same picture at once: both upsert one _id, the unique index keeps one.
    if (isDuplicateKeyError(error)) return { sha256, created: false };
    throw error;
  }
}

export async function readImage(sha256: string): Promise<{ extension: StudioImageExtension; bytes: Buffer } | null> {
  const found = await StudioImage.findById(sha256, { extension: 1, bytes: 1 }).lean<Pick<StoredImage, 'extension' | 'bytes'>>();
  if (!found) return null;
  // A lean read gives BSON Binary, not a Buffer.
  const raw = found.bytes as unknown as Buffer | { buffer: Uint8Array };
  return { extension: found.extension, bytes: Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer) };
}
