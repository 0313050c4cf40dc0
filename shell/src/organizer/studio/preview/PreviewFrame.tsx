import { useEffect, useRef, useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { previewFrameName } from '@citygames/web-kit/preview/preview-mode';
import { PREVIEW_POSITION_MESSAGE, PREVIEW_READY_MESSAGE } from '@citygames/web-kit/preview/simulated-position';
import { PositionPicker } from './PositionPicker';
import type { PreviewArea } from './preview-area-rules';

/** How exact the simulated position claims to be, in metres (a good phone fix). */
const SIMULATED_ACCURACY_M = 10;

interface PreviewFrameProps {
  game: OrganizerGameId;
  /** Changes on every load (a reset, 「重新载入」), so the frame starts afresh. */
  load: number;
  /** The player path the frame opens (the screen of the entry being edited). */
  path: string;
  /** fanhua: the area whose centre the preview player is put at (the area being edited). */
  standInArea: number | null;
  /** fanhua: the draft's areas for the position picker. */
  areas: readonly PreviewArea[] | null;
}

/**
 * The game itself, at the screen being previewed (`/<game>/…`), in a phone-size frame whose name puts the page in preview mode (web-kit
 * preview-mode), and for fanhua the position picker: the picked area's centre is posted to the frame, and
 * posted again whenever the frame says it listens (after every load).
 */
export function PreviewFrame({ game, load, path, standInArea, areas }: PreviewFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [picked, setPicked] = useState<PreviewArea | null>(null);
  const pickedRef = useRef(picked);
  pickedRef.current = picked;

  const post = (area: PreviewArea) =>
    frameRef.current?.contentWindow?.postMessage(
      { type: PREVIEW_POSITION_MESSAGE, lat: area.lat, lng: area.lng, accuracy: SIMULATED_ACCURACY_M },
      location.origin,
    );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frameRef.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY_MESSAGE && pickedRef.current) post(pickedRef.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const pick = (area: PreviewArea) => {
    setPicked(area);
    post(area);
  };

  // Opening at an area puts the preview player there; the frame is told once it listens.
  useEffect(() => {
    const area = areas?.find((candidate) => candidate.id === standInArea);
    if (area) setPicked(area);
  }, [areas, standInArea, load]);

  return (
    <div className="st-preview__stage">
      <div className="st-phone">
        <iframe key={load} ref={frameRef} name={previewFrameName(game)} src={path} title="玩家预览" />
      </div>
      {areas && <PositionPicker areas={areas} picked={picked} onPick={pick} />}
    </div>
  );
}
