import { useState } from 'react';
import type { NoticeView } from '@citygames/contracts/organizer/messages.schema';
import { formatLocalTime } from '../format-time';
import type { GameId } from '../token-store';
import { NOTICE_TEXTS } from './notice-texts';
import { useNotices } from './use-notices';
import './notices.css';

function NoticeItem({ notice }: { notice: NoticeView }) {
  return (
    <li className="cg-notice__item">
      <div className="cg-notice__meta">
        <time dateTime={notice.at}>{formatLocalTime(notice.at)}</time>
        <span>{notice.scope === 'team' ? NOTICE_TEXTS.toTeam : NOTICE_TEXTS.toAll}</span>
        {!notice.read && <span className="cg-notice__unread">{NOTICE_TEXTS.unreadMark}</span>}
      </div>
      {/* Plain text, rendered as text: line breaks kept by CSS, nothing parsed as HTML. */}
      <p className="cg-notice__text">{notice.text}</p>
    </li>
  );
}

/**
 * The organiser's messages on every screen of a game: unread ones open as a dialog over whatever the
 * player is doing (「知道了」 marks them read on the server, so until then they come back after a
 * reload), and a small 「消息」 button reopens every message. Nothing shows before the first message.
 */
export function NoticeCenter({ game, active }: { game: GameId; active: boolean }) {
  const { notices, markRead } = useNotices(game, active);
  const [listOpen, setListOpen] = useState(false);
  if (!active || notices.length === 0) return null;
  const unread = notices.filter((notice) => !notice.read);

  return (
    <>
      <button type="button" className="cg-notice-reopen" aria-label={NOTICE_TEXTS.reopenLabel} onClick={() => setListOpen(true)}>
        {NOTICE_TEXTS.reopen(unread.length)}
      </button>
      {(unread.length > 0 || listOpen) && (
        <div className="cg-notice-backdrop">
          <section className="cg-notice" role="dialog" aria-modal="true" aria-label={NOTICE_TEXTS.title}>
            <h2 className="cg-notice__title">{NOTICE_TEXTS.title}</h2>
            <ul className="cg-notice__list">
              {(unread.length > 0 ? unread : notices).map((notice) => (
                <NoticeItem key={notice.id} notice={notice} />
              ))}
            </ul>
            {unread.length > 0 ? (
              <button type="button" className="cg-notice__button" onClick={() => markRead(unread.map((notice) => notice.id))}>
                {NOTICE_TEXTS.acknowledge}
              </button>
            ) : (
              <button type="button" className="cg-notice__button" onClick={() => setListOpen(false)}>
                {NOTICE_TEXTS.close}
              </button>
            )}
          </section>
        </div>
      )}
    </>
  );
}
