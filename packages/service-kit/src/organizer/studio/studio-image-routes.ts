import express, { Router, type RequestHandler } from 'express';
import {
  isStudioMediaPath,
  STUDIO_IMAGE_MAX_BYTES,
  STUDIO_IMAGE_TYPES,
  STUDIO_MEDIA_FILE_NAME,
  studioMediaPath,
} from '@citygames/contracts/organizer/studio-media.rules';
import type { StudioImageUploadResponse } from '@citygames/contracts/organizer/studio-media.schema';
import type { Game } from '../../auth/auth-token.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { rasterImageExtension, readImage, storeImage } from './studio-images.js';

const MAX_MEGABYTES = STUDIO_IMAGE_MAX_BYTES / (1024 * 1024);

/** The picture's bytes as they are (any Content-Type: the type is read from the bytes); too large is 413 in Chinese. */
const rawImageBody: RequestHandler = (req, res, next) => {
  const parse = express.raw({ type: () => true, limit: STUDIO_IMAGE_MAX_BYTES, inflate: false });
  parse(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
      next(new HttpError(413, 'IMAGE_TOO_LARGE', `图片不能超过 ${MAX_MEGABYTES} MB，请先压缩`));
      return;
    }
    next(error);
  });
};

/**
 * POST /studio/images (organisers only, under the studio's router): the body is the picture's bytes.
 * 201 stored, 200 the same picture was stored before; 400 empty, 415 not PNG/JPEG/GIF/WebP (SVG included), 413 over 2 MB.
 */
export function addStudioImageUpload(api: Router, options: { game: Game; now: () => Date }): void {
  api.post('/studio/images', rawImageBody, async (req, res) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (bytes.length === 0) throw badRequest('没有收到图片：请求内容应是图片文件本身', 'IMAGE_MISSING');
    const extension = await rasterImageExtension(bytes);
    if (!extension) throw new HttpError(415, 'IMAGE_TYPE_UNSUPPORTED', '只能上传 PNG、JPEG、GIF 或 WebP 图片（SVG 可能带脚本，不接受）');
    const stored = await storeImage(bytes, extension, { by: currentOrganizer(req).name, now: options.now() });
    const answer: StudioImageUploadResponse = {
      path: studioMediaPath(options.game, stored.sha256, extension),
      sha256: stored.sha256,
      type: STUDIO_IMAGE_TYPES[extension],
      bytes: bytes.length,
    };
    res.status(stored.created ? 201 : 200).json(answer);
  });
}

/**
 * GET /api/<game>/media/<sha256>.<ext>: public (a player's <img> sends no token; the hash is the name)
 * and mounted before the game-open gate, so the organiser's previews load while the game is closed
 * (players only reach the address through content, which the gate closes). Immutable for a year.
 */
export function studioMediaRouter(game: Game): Router {
  const router = Router();
  router.get(`/api/${game}/media/:name`, async (req, res) => {
    const match = STUDIO_MEDIA_FILE_NAME.exec(req.params.name);
    const image = match ? await readImage(match[1]!) : null;
    if (!match || !image || image.extension !== match[2]) throw notFound('没有这张图片', 'IMAGE_NOT_FOUND');
    res.setHeader('Content-Type', STUDIO_IMAGE_TYPES[image.extension]);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(image.bytes);
  });
  return router;
}

/**
 * The pack with every picture stored here replaced by its data: URI, so the file opens on another
 * platform. A path whose picture is gone stays as it is (the import there reports nothing; the picture is missing).
 */
export async function inlineStudioImages(game: Game, pack: unknown): Promise<unknown> {
  const inline = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string') {
      if (!isStudioMediaPath(game, value)) return value;
      const image = await readImage(value.slice(value.lastIndexOf('/') + 1, value.lastIndexOf('.')));
      return image ? `data:${STUDIO_IMAGE_TYPES[image.extension]};base64,${image.bytes.toString('base64')}` : value;
    }
    if (Array.isArray(value)) return Promise.all(value.map(inline));
    if (typeof value === 'object' && value !== null) {
      const entries = await Promise.all(Object.entries(value).map(async ([key, inner]) => [key, await inline(inner)] as const));
      return Object.fromEntries(entries);
    }
    return value;
  };
  return inline(pack);
}
