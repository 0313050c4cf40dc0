import { useSyncExternalStore } from 'react';
import { currentUpdate, subscribeUpdate } from './update-ready';
import './update-prompt.css';

export const UPDATE_PROMPT_TEXT = '有新版本，点此刷新';

/** Shown when a new deployment is installed and waiting; one tap switches to it and reloads. */
export function UpdatePrompt() {
  const activate = useSyncExternalStore(subscribeUpdate, currentUpdate, () => null);
  if (!activate) return null;
  return (
    <button type="button" className="cg-update-prompt" onClick={activate}>
      {UPDATE_PROMPT_TEXT}
    </button>
  );
}
