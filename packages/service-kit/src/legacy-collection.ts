import { onDatabaseReset } from './database-reset.js';

/**
 * Whether a collection that only databases of an earlier release hold (nothing writes to it any more)
 * still has documents, for a reader that merges it in. Once seen empty it stays empty, so the process
 * stops asking: a request on a hot path (the radio page, an attempt history) pays nothing for data
 * that a new database never has. Asked again when the database was reset (a restored snapshot).
 */
export function legacyCollectionCheck(collection: { estimatedDocumentCount(): Promise<number> }): () => Promise<boolean> {
  let seenEmpty = false;
  onDatabaseReset(() => {
    seenEmpty = false;
  });
  return async () => {
    if (seenEmpty) return false;
    const holds = (await collection.estimatedDocumentCount()) > 0;
    if (!holds) seenEmpty = true;
    return holds;
  };
}
