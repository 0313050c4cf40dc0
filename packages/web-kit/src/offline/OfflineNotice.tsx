import { OFFLINE_TEXTS } from './offline-texts';
import { useOnline } from './online-status';
import './offline.css';

/** One notice at the top of a game's screens while the phone is offline; gone as soon as it is back. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="cg-offline-notice" role="status">
      {OFFLINE_TEXTS.notice}
    </div>
  );
}
