import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BASE_PATH } from '../../paths';
import { renderRichText } from '../rich-text';

interface RichTextProps {
  html: string;
  className?: string;
}

/** Sanitised organiser HTML; links inside the game open in place instead of a new tab. */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => renderRichText(html), [html]);

  const followInternalLinks = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith(`${BASE_PATH}/`)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div
      className={['p120-rich', className].filter(Boolean).join(' ')}
      onClick={followInternalLinks}
      // Sanitised by DOMPurify in renderRichText.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
