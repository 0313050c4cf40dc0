import { useEffect, useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioDraftView, StudioSchemaResponse, StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import { fetchDraft, fetchStudioSchema, fetchVersions } from './studio-api';

/** What the studio of a game shows, read once when it opens: the pack's schema, the draft and the published versions. */
export function useStudioData(game: OrganizerGameId, fail: (error: unknown) => void) {
  const [schema, setSchema] = useState<StudioSchemaResponse | null>(null);
  const [draft, setDraft] = useState<StudioDraftView | null>(null);
  const [versions, setVersions] = useState<StudioVersionSummary[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    Promise.all([fetchStudioSchema(game), fetchDraft(game), fetchVersions(game)])
      .then(([schemaAnswer, draftAnswer, versionsAnswer]) => {
        setSchema(schemaAnswer);
        setDraft(draftAnswer.draft);
        setVersions(versionsAnswer.versions);
      })
      .catch(fail)
      .finally(() => setLoading(false));
  }, [game, fail]);

  return { schema, draft, setDraft, versions, setVersions, loading };
}
