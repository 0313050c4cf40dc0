import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { printKitPath } from '../print/print-kit-path';
import { SheetImport } from './SheetImport';
import './studio-kit.css';

/** The tools around the draft: bulk import from a sheet, and the printables (signs and the staff's answer sheet) in a tab of their own. */
export function StudioKit({ game, hasDraft, onMerged }: { game: OrganizerGameId; hasDraft: boolean; onMerged: () => void }) {
  return (
    <>
      {hasDraft && <SheetImport game={game} onMerged={onMerged} />}
      <section className="oc-card oc-form" data-testid="print-kit-links">
        <h2>打印</h2>
        <p className="oc-muted">现场用的标牌（区域代码、二维码）和工作人员的答案表，在新标签页里用浏览器打印（A4）。只有组织者能打开。</p>
        <span className="oc-inline">
          {hasDraft && (
            <a className="sk-link-button" href={printKitPath(game, 'draft')} target="_blank" rel="noopener">
              打印草稿的标牌和答案表
            </a>
          )}
          <a className="sk-link-button" href={printKitPath(game, 'live')} target="_blank" rel="noopener">
            打印当前活动的标牌和答案表
          </a>
        </span>
      </section>
    </>
  );
}
