import { gzipSync } from 'node:zlib';
import { AreaModel, type AreaRecord } from './area.model.js';

/** One prepared answer: its JSON, the same gzipped (sent when the client accepts gzip), and its ETag. */
export interface PreparedBody {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

interface AreaSnapshot {
  version: string;
  areas: AreaRecord[];
  /** Reveal times (ms) of the hidden areas that have one, ascending. */
  revealTimes: number[];
  bodies: Map<string, PreparedBody>;
}

/** Answers keyed by everything they depend on besides the version; a version holds a handful at most. */
const MAX_BODIES_PER_VERSION = 16;

/**
 * The areas of the loaded pack held in memory per content version (`event_settings.contentVersion`,
 * changed in the same transaction as every area write). A read checks the version (one small
 * document) and reuses the areas and the serialised, gzipped answers built for it. The answers it
 * holds are the same for every caller; nothing per player or per team goes in.
 */
export class AreaContentCache {
  private snapshot: AreaSnapshot | null = null;
  private loading: { version: string; promise: Promise<AreaSnapshot> } | null = null;

  /** The areas for this version, loaded once however many requests ask at the same time. */
  async areas(version: string): Promise<AreaSnapshot> {
    if (this.snapshot?.version === version) return this.snapshot;
    if (this.loading?.version === version) return this.loading.promise;
    const promise = loadSnapshot(version).then(
      (loaded) => {
        this.snapshot = loaded;
        if (this.loading?.promise === promise) this.loading = null;
        return loaded;
      },
      (error: unknown) => {
        if (this.loading?.promise === promise) this.loading = null;
        throw error;
      },
    );
    this.loading = { version, promise };
    return promise;
  }

  /** How many hidden areas have been revealed by `now`: the only way time changes what the map shows. */
  static revealStage(snapshot: AreaSnapshot, now: Date): number {
    const at = now.getTime();
    let stage = 0;
    while (stage < snapshot.revealTimes.length && snapshot.revealTimes[stage]! <= at) stage += 1;
    return stage;
  }

  /** The prepared answer for `key` within this version, built by `build` the first time. */
  static body(snapshot: AreaSnapshot, key: string, build: () => unknown): PreparedBody {
    const cached = snapshot.bodies.get(key);
    if (cached) return cached;
    const prepared = prepareBody(build(), `W/"${snapshot.version}.${key}"`);
    if (snapshot.bodies.size >= MAX_BODIES_PER_VERSION) snapshot.bodies.clear();
    snapshot.bodies.set(key, prepared);
    return prepared;
  }
}

export function prepareBody(value: unknown, etag: string): PreparedBody {
  const json = Buffer.from(JSON.stringify(value));
  return { json, gzip: gzipSync(json, { level: 6 }), etag };
}

async function loadSnapshot(version: string): Promise<AreaSnapshot> {
  const areas = await AreaModel.find().sort({ _id: 1 }).lean<AreaRecord[]>();
  const revealTimes = areas
    .filter((area) => area.hidden && area.revealAt !== null)
    .map((area) => area.revealAt!.getTime())
    .sort((a, b) => a - b);
  return { version, areas, revealTimes, bodies: new Map() };
}
