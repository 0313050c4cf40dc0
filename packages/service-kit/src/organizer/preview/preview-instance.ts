import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import type { Game } from '../../auth/auth-token.js';
import { HttpError } from '../../http/errors.js';
import type { PreviewPlayer } from './preview-player.js';

/** The header that carries the per-process secret of the internal call from a live service to its preview instance. */
export const PREVIEW_SECRET_HEADER = 'x-citygames-preview-secret';
/** The preview instance's own endpoint; only the live service calls it (loopback + secret), the forwarder never reaches it. */
export const PREVIEW_RESET_PATH = '/internal/preview/reset';
/** The document in the preview database that says what the preview was last reset from. */
export const PREVIEW_STATE_COLLECTION = 'preview_state';
export const PREVIEW_STATE_ID = 'preview';

const PREVIEW_UNAVAILABLE_MESSAGE = '预览暂时无法启动，请稍后再试';
/** A start waits this long for the instance to listen (it waits for the database as a service does). */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;

export function previewUnavailable(): HttpError {
  return new HttpError(503, 'PREVIEW_UNAVAILABLE', PREVIEW_UNAVAILABLE_MESSAGE);
}

/** A started preview instance: where it listens and the secret of its internal call. */
export interface RunningPreview {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  secret: string;
  /** Settles when the instance has ended (stopped or crashed). */
  ended: Promise<void>;
  stop(): Promise<void>;
}

/** Starts the preview instance on its database (a Worker in a service; in-process in the API tests). */
export type PreviewStarter = (database: { dbName: string }) => Promise<RunningPreview>;

export interface PreviewState {
  from: 'draft' | 'live';
  draftVersion: number | null;
  startedAt: string;
  team: { name: string };
}

export interface PreviewResetRequest extends PreviewState {
  pack: Record<string, unknown>;
  player: PreviewPlayer;
}

/**
 * The live service's handle on its one preview instance: started on first use, started again on
 * the next use after it ended, stopped with the service. Its database is the live one's name + `_preview`.
 */
export class PreviewInstance {
  private current: Promise<RunningPreview> | null = null;
  private stopped = false;

  constructor(
    readonly game: Game,
    private readonly start: PreviewStarter,
    private readonly logger?: Pick<Logger, 'info' | 'warn' | 'error'>,
  ) {}

  /** The preview database: the live service's own database name with `_preview`. */
  databaseName(): string {
    return `${mongoose.connection.name}_preview`;
  }

  /** The running instance, started when there is none; a failed start is a 503 PREVIEW_UNAVAILABLE. */
  async running(): Promise<RunningPreview> {
    if (this.stopped) throw previewUnavailable();
    if (!this.current) {
      const starting = this.start({ dbName: this.databaseName() });
      this.current = starting;
      starting.then(
        (running) =>
          running.ended.then(() => {
            if (this.current === starting) this.current = null;
            if (!this.stopped) this.logger?.warn({ game: this.game }, 'preview instance ended; it starts again on next use');
          }),
        (error: unknown) => {
          if (this.current === starting) this.current = null;
          this.logger?.error({ err: error, game: this.game }, 'preview instance did not start');
        },
      );
    }
    try {
      return await this.current;
    } catch {
      throw previewUnavailable();
    }
  }

  /** Empties the preview database and imports the pack with the preview team (the instance's internal call). */
  async reset(request: PreviewResetRequest): Promise<void> {
    const { origin, secret } = await this.running();
    let answer: Response;
    try {
      answer = await fetch(`${origin}${PREVIEW_RESET_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PREVIEW_SECRET_HEADER]: secret },
        body: JSON.stringify(request),
      });
    } catch {
      throw previewUnavailable();
    }
    if (answer.ok) return;
    const body = (await answer.json().catch(() => ({}))) as { error?: string; message?: string; issues?: unknown };
    throw new HttpError(answer.status, body.error ?? 'PREVIEW_RESET_FAILED', body.message ?? '预览重置失败', body.issues ? { issues: body.issues } : {});
  }

  /** What the preview was last reset from, read from its database (no instance needs to run); null before the first reset. */
  async state(): Promise<PreviewState | null> {
    const stored = await mongoose.connection
      .useDb(this.databaseName(), { useCache: true })
      .collection<{ _id: string } & PreviewState>(PREVIEW_STATE_COLLECTION)
      .findOne({ _id: PREVIEW_STATE_ID });
    if (!stored) return null;
    const { from, draftVersion, startedAt, team } = stored;
    return { from, draftVersion, startedAt, team };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const current = this.current;
    this.current = null;
    const running = await current?.catch(() => null);
    await running?.stop();
  }
}

/** What a preview Worker is given (preview-worker.ts reads it). */
export interface PreviewWorkerData {
  mongoUri: string;
  dbName: string;
  secret: string;
  publicKey: string;
}

/**
 * Starts the game's compiled preview entry (`dist/preview-main.js`) in a worker thread: its own
 * module graph, so its own mongoose and connection. It posts `{ port }` once it listens on 127.0.0.1.
 */
export function workerPreviewStarter(options: { entry: URL; mongoUri: string; publicKey: string; logger?: Pick<Logger, 'error'> }): PreviewStarter {
  return ({ dbName }) =>
    new Promise<RunningPreview>((resolve, reject) => {
      const secret = randomBytes(32).toString('hex');
      const workerData: PreviewWorkerData = { mongoUri: options.mongoUri, dbName, secret, publicKey: options.publicKey };
      const worker = new Worker(options.entry, { workerData });
      const ended = new Promise<void>((settle) => worker.once('exit', () => settle()));
      const timeout = setTimeout(() => {
        reject(new Error('preview instance did not listen in time'));
        void worker.terminate();
      }, START_TIMEOUT_MS);
      // A Worker's uncaught error ends it and is reported only here (the next use starts a new one).
      worker.on('error', (error) => {
        clearTimeout(timeout);
        options.logger?.error({ err: error }, 'preview instance failed');
        reject(error);
      });
      void ended.then(() => {
        clearTimeout(timeout);
        reject(new Error('preview instance ended before it listened'));
      });
      worker.once('message', (message: { port?: unknown }) => {
        clearTimeout(timeout);
        if (typeof message.port !== 'number') return reject(new Error('preview instance sent no port'));
        resolve({
          origin: `http://127.0.0.1:${message.port}`,
          secret,
          ended,
          stop: async () => {
            worker.postMessage({ stop: true });
            const force = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
            await ended;
            clearTimeout(force);
          },
        });
      });
    });
}
