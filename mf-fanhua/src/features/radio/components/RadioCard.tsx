import DOMPurify from 'dompurify';
import Tag from 'antd-mobile/es/components/tag';
import { sanitizeRichText } from '@citygames/web-kit/rich-text/sanitize-rich-text';
import type { RadioMessage } from '@citygames/contracts/fanhua/radio.schema';
import { senderLook, typeBadge } from '../radio-look';
import { chinaMonthDayTime } from '../../../shared/date-time';
import { relativeTime } from '../radio-time';
import { RADIO_TEXTS } from '../radio-texts';

/** One message: sender with colour and icon, relative time, type badge, title, sanitised body (images without a source dropped). */
export function RadioCard({ message, now }: { message: RadioMessage; now: Date }) {
  const sender = senderLook(message.sender);
  const badge = typeBadge(message.message_type);
  const html = sanitizeRichText(message.msg, DOMPurify);
  return (
    <article className="fh-radio-card" style={{ ['--sender' as string]: sender.colour }} data-testid="radio-card">
      <header className="fh-radio-card__head">
        <span className="fh-radio-card__avatar" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20">
            <path d={sender.icon} fill="currentColor" />
          </svg>
        </span>
        <span className="fh-radio-card__sender">{sender.label}</span>
        <time className="fh-radio-card__time" dateTime={message.created_at} title={chinaMonthDayTime(message.created_at)}>
          {relativeTime(message.created_at, now)} · {chinaMonthDayTime(message.created_at)}
        </time>
      </header>
      <div className="fh-radio-card__badges">
        <Tag color={badge.colour} fill="solid" round>
          {badge.label}
        </Tag>
        {message.scope === 'all' && message.message_type !== 'system_broadcast' && (
          <Tag color="default" fill="outline" round>
            {RADIO_TEXTS.broadcastScope}
          </Tag>
        )}
      </div>
      <h3 className="fh-radio-card__title">{message.title}</h3>
      <div className="fh-radio-card__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
