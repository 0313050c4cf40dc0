import express, { type Request, type RequestHandler, type Router } from 'express';
import { ROSTER_FILE_MAX_BYTES, ROSTER_INPUT_TEXTS } from '@citygames/contracts/organizer/roster.rules';
import { type RosterImportPreview, RosterImportQuery, type RosterImportResponse } from '@citygames/contracts/organizer/roster.schema';
import { badRequest, HttpError } from '../../http/errors.js';
import { parseInput } from '../../http/validation.js';
import { namingEncoding, readRosterFile, type RosterFile } from './roster-file.js';
import type { RosterActor, RosterOperations } from './roster-operations.js';
import { importedCounts, type RosterImportCounts } from './roster-csv.js';
import type { RosterClaim } from './roster-version.js';

/** A roster file travels as its bytes (not as JSON text), so the server tells a workbook from a CSV and detects its encoding. */
const ROSTER_FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel', // what browsers label a CSV or an .xls on Windows with Excel
];
const rawRosterFile = express.raw({ type: ROSTER_FILE_TYPES, limit: ROSTER_FILE_MAX_BYTES });
const rosterFileBody: RequestHandler = (req, res, next) => {
  rawRosterFile(req, res, (error?: unknown) => {
    const tooLarge = (error as { type?: string } | undefined)?.type === 'entity.too.large';
    next(tooLarge ? new HttpError(413, 'ROSTER_FILE_TOO_LARGE', ROSTER_INPUT_TEXTS.csvTooLarge) : error);
  });
};

async function uploadedRosterFile(body: unknown): Promise<RosterFile> {
  if (!Buffer.isBuffer(body)) throw badRequest(ROSTER_INPUT_TEXTS.csvMissing, 'ROSTER_FILE_MISSING');
  if (body.length === 0) throw badRequest(ROSTER_INPUT_TEXTS.csvEmpty, 'ROSTER_FILE_EMPTY');
  return readRosterFile(body);
}

/** A refused file's answer also names how it was read, as the preview does. */
async function withEncoding<T>(file: RosterFile, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw namingEncoding(file.encoding, error);
  }
}

/**
 * `POST /roster/import`: a roster file (its bytes: an .xlsx workbook, or a CSV in GBK from Excel or UTF-8) checked row
 * by row (`?check=1`, nothing written) or imported from the roster version the organiser saw.
 */
export function addRosterImportRoute(
  api: Router,
  operations: Pick<RosterOperations, 'importCsv'>,
  actor: (req: Request, version: number, answer?: RosterClaim['answer']) => RosterActor,
): void {
  api.post('/roster/import', rosterFileBody, async (req, res) => {
    const { check, version } = parseInput(RosterImportQuery, req.query);
    const write = check === undefined;
    const file = await uploadedRosterFile(req.body);
    if (write && version === undefined) throw badRequest(ROSTER_INPUT_TEXTS.versionRequired, 'VALIDATION_FAILED');
    const imported = (counts: RosterImportCounts, newVersion: number): RosterImportResponse => ({ ...counts, encoding: file.encoding, version: newVersion });
    // the import's roster change answers importedCounts(check): the answer is made from it and commits with the teams
    const by = actor(req, version ?? 0, { status: 201, of: (change) => imported(change.result as RosterImportCounts, change.version) });
    const result = await withEncoding(file, () => operations.importCsv(by, file.rows, write));
    if (!write) {
      const preview: RosterImportPreview = { encoding: file.encoding, ...result };
      res.json(preview);
      return;
    }
    res.status(201).json(imported(importedCounts(result), by.version + 1));
  });
}
