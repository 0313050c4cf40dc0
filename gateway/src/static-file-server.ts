import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { CACHE_CONTROL_HEADER, cachePolicyFor } from './cache-policy.js';
import { CLIENT_ERROR_BODIES } from './gateway-responses.js';
import { contentTypeFor } from './mime-types.js';
import { ASSET_EXTENSION_PATTERN, COMPRESSIBLE_CONTENT_TYPES, GZIP_MIN_LENGTH } from './route-manifest.js';

const gzipAsync = promisify(gzip);

interface CachedFile {
  key: string;
  body: Buffer;
  gzipped: Buffer | null;
  /** The build's own brotli copy (`<file>.br`, scripts/lib/precompress-builds.mjs), when it has one. */
  brotli: Buffer | null;
}

/** Keeps file bodies and their gzip in memory (builds are small), dropping the oldest past the limit. */
class FileCache {
  private readonly entries = new Map<string, CachedFile>();
  private bytes = 0;

  constructor(private readonly limitBytes: number) {}

  get(path: string, key: string): CachedFile | undefined {
    const entry = this.entries.get(path);
    return entry?.key === key ? entry : undefined;
  }

  set(path: string, entry: CachedFile): void {
    this.delete(path);
    this.entries.set(path, entry);
    this.bytes += entry.body.length + (entry.gzipped?.length ?? 0) + (entry.brotli?.length ?? 0);
    for (const [oldPath] of this.entries) {
      if (this.bytes <= this.limitBytes) break;
      this.delete(oldPath);
    }
  }

  private delete(path: string): void {
    const old = this.entries.get(path);
    if (!old) return;
    this.bytes -= old.body.length + (old.gzipped?.length ?? 0) + (old.brotli?.length ?? 0);
    this.entries.delete(path);
  }
}

export interface StaticTarget {
  /** Folder of the build, or the file itself when `isFile`. */
  root: string;
  isFile: boolean;
  /** Path inside root, without a leading slash. */
  relativePath: string;
  /** The path the browser asked for (decides the cache policy). */
  urlPath: string;
  /** Serve this file (with status 200) when nothing matches and the path is not an asset. */
  spaFallbackFile: string | null;
  /** The Link header of the site's page, sent when the answer is root's index.html (page-preloads.ts). */
  pagePreloads?: string;
}

function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0] ?? '';
  return (COMPRESSIBLE_CONTENT_TYPES as readonly string[]).includes(type);
}

async function fileInfo(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** Serves builds with the same headers as the nginx config: cache policy, ETag, gzip. */
export class StaticFileServer {
  private readonly cache = new FileCache(64 * 1024 * 1024);

  /** @param extraHeaders sent with every answer, errors included (the browser security headers). */
  constructor(private readonly extraHeaders: Readonly<Record<string, string>> = {}) {}

  async serve(req: IncomingMessage, res: ServerResponse, target: StaticTarget): Promise<void> {
    for (const [name, value] of Object.entries(this.extraHeaders)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const body = JSON.stringify(CLIENT_ERROR_BODIES[405]);
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
      return;
    }
    const found = await this.locate(target);
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not Found');
      return;
    }
    const { path, urlPath } = found;
    const info = found.info;
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const contentType = contentTypeFor(path);
    const compressible = isCompressible(contentType) && info.size >= GZIP_MIN_LENGTH;
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': CACHE_CONTROL_HEADER[cachePolicyFor(urlPath)],
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (target.pagePreloads && !target.isFile && path === join(target.root, 'index.html')) headers.Link = target.pagePreloads;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const entry = await this.load(path, etag, compressible);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const body = (/\bbr\b/.test(accepted) && entry.brotli) || (/\bgzip\b/.test(accepted) && entry.gzipped) || entry.body;
    if (body === entry.brotli) headers['Content-Encoding'] = 'br';
    else if (body === entry.gzipped) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private async locate(target: StaticTarget) {
    if (target.isFile) {
      const info = await fileInfo(target.root);
      return info ? { path: target.root, info, urlPath: target.urlPath } : null;
    }
    const safe = safeJoin(target.root, target.relativePath);
    if (safe) {
      for (const candidate of [safe, join(safe, 'index.html')]) {
        const info = await fileInfo(candidate);
        if (info) return { path: candidate, info, urlPath: target.urlPath };
      }
    }
    if (target.spaFallbackFile && !ASSET_EXTENSION_PATTERN.test(target.urlPath)) {
      const info = await fileInfo(target.spaFallbackFile);
      if (info) return { path: target.spaFallbackFile, info, urlPath: '/index.html' };
    }
    return null;
  }

  private async load(path: string, key: string, compressible: boolean): Promise<CachedFile> {
    const cached = this.cache.get(path, key);
    if (cached) return cached;
    const body = await readFile(path);
    const gzipped = compressible ? await gzipAsync(body, { level: 6 }) : null;
    const brotli = compressible ? await readBrotliCopy(path) : null;
    const entry = { key, body, gzipped: gzipped && gzipped.length < body.length ? gzipped : null, brotli };
    this.cache.set(path, entry);
    return entry;
  }
}

/** `<path>.br` when it was written after the file (key: the file's ETag of size and mtime), else null. */
async function readBrotliCopy(path: string): Promise<Buffer | null> {
  try {
    const [copy, source] = await Promise.all([stat(`${path}.br`), stat(path)]);
    if (copy.mtimeMs < source.mtimeMs) return null;
    return await readFile(`${path}.br`);
  } catch {
    return null;
  }
}

/** root + relative, or null when the relative path would leave root. */
export function safeJoin(root: string, relativePath: string): string | null {
  if (relativePath.includes('\0')) return null;
  const normalized = normalize(`/${relativePath}`);
  const joined = join(root, normalized);
  const base = root.endsWith(sep) ? root : root + sep;
  return joined === root || joined.startsWith(base) ? joined : null;
}
