import express, { type Request, type RequestHandler, type Router } from 'express';
import { ROSTER_FILE_MAX_BYTES, ROSTER_INPUT_TEXTS } from '@citygames/contracts/organizer/roster.rules';
import { type RosterImportPreview, RosterImportQuery, type RosterImportResponse } from '@citygames/contracts/organizer/roster.schema';
import { badRequest, HttpError } from '../../http/errors.js';
import { parseInput } from '../../http/validation.js';
import { decodeRosterFile, type DecodedRosterFile } from './roster-file-encoding.js';
import type { RosterActor, RosterOperations } from './roster-operations.js';
import { importedCounts, type RosterImportCounts } from './roster-csv.js';
import type { RosterClaim } from './roster-version.js';

/** A roster file travels as its bytes (not as JSON text), so the server sees and detects its encoding. */
const ROSTER_FILE_TYPES = ['application/octet-stream', 'text/csv', 'text/plain'];
const rawRosterFile = express.raw({ type: ROSTER_FILE_TYPES, limit: ROSTER_FILE_MAX_BYTES });
const readRosterFile: RequestHandler = (req, res, next) => {
  rawRosterFile(req, res, (error?: unknown) => {
    const tooLarge = (error as { type?: string } | undefined)?.type === 'entity.too.large';
    next(tooLarge ? new HttpError(413, 'ROSTER_FILE_TOO_LARGE', ROSTER_INPUT_TEXTS.csvTooLarge) : error);
  });
};

function uploadedRosterFile(body: unknown): DecodedRosterFile {
  if (!Buffer.isBuffer(body)) throw badRequest(ROSTER_INPUT_TEXTS.csvMissing, 'ROSTER_FILE_MISSING');
  if (body.length === 0) throw badRequest(ROSTER_INPUT_TEXTS.csvEmpty, 'ROSTER_FILE_EMPTY');
  return decodeRosterFile(body);
}

/** A refused file's answer also names the encoding it was read in, as the preview does. */
async function withEncoding<T>(file: DecodedRosterFile, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.code === 'ROSTER_CSV_INVALID') {
      throw new HttpError(error.status, error.code, error.message, { ...error.extra, encoding: file.encoding });
    }
    throw error;
  }
}

/**
 * `POST /roster/import`: a roster file (its bytes; GBK from Excel or UTF-8) checked row by row (`?check=1`, nothing
 * written) or imported from the roster version the organiser saw.
 */
export function addRosterImportRoute(
  api: Router,
  operations: RosterOperations,
  actor: (req: Request, version: number, answer?: RosterClaim['answer']) => RosterActor,
): void {
  api.post('/roster/import', readRosterFile, async (req, res) => {
    const { check, version } = parseInput(RosterImportQuery, req.query);
    const write = check === undefined;
    const file = uploadedRosterFile(req.body);
    if (write && version === undefined) throw badRequest(ROSTER_INPUT_TEXTS.versionRequired, 'VALIDATION_FAILED');
    const imported = (counts: RosterImportCounts, newVersion: number): RosterImportResponse => ({ ...counts, encoding: file.encoding, version: newVersion });
    // the import's roster change answers importedCounts(check): the answer is made from it and commits with the teams
    const by = actor(req, version ?? 0, { status: 201, of: (change) => imported(change.result as RosterImportCounts, change.version) });
    const result = await withEncoding(file, () => operations.importCsv(by, file.text, write));
    if (!write) {
      const preview: RosterImportPreview = { encoding: file.encoding, ...result };
      res.json(preview);
      return;
    }
    res.status(201).json(imported(importedCounts(result), by.version + 1));
  });
}
