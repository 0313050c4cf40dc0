import DOMPurify from 'dompurify';
import { sanitizeRichText } from '@citygames/web-kit/rich-text/sanitize-rich-text';

/** Organiser HTML as players' screens draw it: sanitised with the same allow-list (web-kit, DOMPurify). */
export function RichTextPreview({ html }: { html: string }) {
  return (
    <div className="st-rich">
      <span className="oc-muted">预览（与玩家画面相同的清理规则）</span>
      <div className="st-rich__body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, DOMPurify) }} />
    </div>
  );
}
