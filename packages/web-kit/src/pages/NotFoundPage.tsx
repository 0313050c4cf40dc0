import { Link } from 'react-router-dom';
import './NotFoundPage.css';

export const NOT_FOUND_TEXTS = {
  code: '404',
  text: '页面未找到',
  hint: '你访问的页面不存在或已被移除。',
  home: '返回首页',
} as const;

/** Any unknown path: '404', the page-not-found text and a link home. */
export function NotFoundPage() {
  return (
    <main className="cg-not-found">
      <p className="cg-not-found__code">{NOT_FOUND_TEXTS.code}</p>
      <h1 className="cg-not-found__text">{NOT_FOUND_TEXTS.text}</h1>
      <p className="cg-not-found__hint">{NOT_FOUND_TEXTS.hint}</p>
      <Link className="cg-button" to="/">
        {NOT_FOUND_TEXTS.home}
      </Link>
    </main>
  );
}
