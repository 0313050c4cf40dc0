import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { GAME_TITLES, ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioPrintKit } from '@citygames/contracts/organizer/studio-print.schema';
import { getOrganizerToken } from '../../api/organizer-client';
import { fetchPrintKit } from '../kit/studio-kit-api';
import { printKitPath } from './print-kit-path';
import { QrCode } from './QrCode';
import './print-kit.css';

const isGame = (value: string | undefined): value is OrganizerGameId => ORGANIZER_GAMES.some((game) => game.id === value);

/**
 * `/organizer/print/<game>?from=draft|live`: the signs and the staff's answer sheet of a game, laid out
 * for A4 (one sign per page, then the sheet). Only an organiser's token reads the kit; anyone else sees
 * a sign-in hint and nothing of the content.
 */
export default function PrintKitPage() {
  const { game } = useParams();
  const [params] = useSearchParams();
  const from = params.get('from') === 'live' ? 'live' : 'draft';
  const [kit, setKit] = useState<StudioPrintKit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = Boolean(getOrganizerToken());

  useEffect(() => {
    if (!isGame(game) || !signedIn) return;
    setKit(null);
    setProblem(null);
    fetchPrintKit(game, from)
      .then(setKit)
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : '读取失败'));
  }, [game, from, signedIn]);

  if (!isGame(game)) return <p className="pk-page pk-message">没有这个游戏</p>;
  if (!signedIn) {
    return (
      <p className="pk-page pk-message">
        打印内容只给组织者：请先在<a href="/organizer">组织者控制台</a>登录，再从「内容编辑」打开打印。
      </p>
    );
  }
  return (
    <div className="pk-page">
      <header className="pk-toolbar">
        <strong>
          {GAME_TITLES[game]} · 打印{kit ? `：${kit.eventName}（${kit.source}）` : ''}
        </strong>
        <span className="pk-toolbar__actions">
          <a href={printKitPath(game, 'draft')} aria-current={from === 'draft' ? 'page' : undefined}>
            草稿
          </a>
          <a href={printKitPath(game, 'live')} aria-current={from === 'live' ? 'page' : undefined}>
            当前活动
          </a>
          <button type="button" disabled={!kit} onClick={() => window.print()}>
            打印（A4）
          </button>
        </span>
      </header>
      {problem && (
        <p className="pk-message" role="alert">
          {problem}
        </p>
      )}
      {!kit && !problem && <p className="pk-message">正在读取…</p>}
      {kit && (
        <>
          <section className="pk-intro">
            <h1>{kit.signsTitle}</h1>
            <p>{kit.signsNote}</p>
            <p>
              共 {kit.signs.length} 张，每张一页；之后是「{kit.sheetTitle}」。
            </p>
          </section>
          {kit.signs.map((sign) => (
            <article key={`${sign.label}-${sign.title}`} className="pk-sign" data-testid="print-sign">
              <p className="pk-sign__label">
                {kit.eventName} · {sign.label}
              </p>
              <h2 className="pk-sign__title">{sign.title}</h2>
              {sign.code && <p className="pk-sign__code">{sign.code}</p>}
              {sign.qr && (
                <figure className="pk-sign__qr">
                  <QrCode qr={sign.qr} />
                  <figcaption>{sign.qrCaption}</figcaption>
                </figure>
              )}
              {sign.lines.map((line) => (
                <p key={line} className="pk-sign__line">
                  {line}
                </p>
              ))}
            </article>
          ))}
          <section className="pk-sheet" data-testid="print-sheet">
            <h1>
              {kit.sheetTitle} · {kit.eventName}
            </h1>
            <p className="pk-sheet__warning">仅限工作人员，不要给玩家看。来源：{kit.source}</p>
            {kit.sections.map((section) => (
              <section key={section.heading} className="pk-sheet__section">
                <h2>{section.heading}</h2>
                {section.rows.length === 0 ? (
                  <p>（没有）</p>
                ) : (
                  <table>
                    <thead>
                      <tr>
                        <th>编号</th>
                        <th>名称</th>
                        <th>{kit.answersTitle}</th>
                        <th>备注</th>
                      </tr>
                    </thead>
                    <tbody>
                      {section.rows.map((row) => (
                        <tr key={`${row.label}-${row.name}`}>
                          <td>{row.label}</td>
                          <td>{row.name}</td>
                          <td>{row.answers.join(' ／ ')}</td>
                          <td>{row.note}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
