import { expect, type Page } from '@playwright/test';

/** The small phone and the landscape phone every screen must fit (issue: every phone). */
export const PHONE_SIZES = [
  { name: '360x640', viewport: { width: 360, height: 640 } },
  { name: '844x390', viewport: { width: 844, height: 390 } },
] as const;

interface FitReport {
  pageWidth: number;
  overflowPx: number;
  /** Controls whose box reaches past the left or right edge of the screen. */
  offscreen: string[];
  /** Controls that, scrolled into view, are covered by something else at their centre. */
  covered: string[];
  /** Primary actions shorter than 44 px. */
  smallPrimary: string[];
  /** Secondary actions known to have been too small (SMALL_TAP_TARGETS) with a tap area under 44×44 px. */
  smallTargets: string[];
}

/** Secondary actions raised to 44 px (nav pills, the map's zoom buttons, a trade's 取消/拒绝): kept there. */
const SMALL_TAP_TARGETS = ['.fh-nav__tab', '.fh-map__zoom button', '.fh-tx-trade-card__actions .adm-button'].join(', ');

/**
 * What a person on this phone meets on the current screen: no horizontal overflow, every control
 * inside the screen's width and reachable (scrolled into view, nothing on top of it at its centre),
 * primary actions at least 44 px high, and the secondary actions once found too small at least 44×44 px. Controls of an open dialog are checked instead of the page behind it.
 */
async function fitReport(page: Page): Promise<FitReport> {
  return page.evaluate((smallTapTargets) => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      // An input's textContent is '' rather than null, so each source counts only when it has words.
      const sources = [element.getAttribute('aria-label'), element.textContent, element.getAttribute('placeholder')];
      const text = (sources.map((source) => source?.trim() ?? '').find(Boolean) ?? '').replace(/\s+/g, ' ');
      return `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}「${text.slice(0, 24)}」`;
    };
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      // the content of a closed <details> keeps a layout box in Chromium, but nobody can reach it until it is opened
      if (!element.checkVisibility() || (element.closest('details:not([open])') && !element.closest('summary'))) return false;
      return !element.closest('[aria-hidden="true"], [hidden], .adm-mask');
    };
    const layers = Array.from(document.querySelectorAll('.adm-popup-body, .adm-center-popup-wrap')).filter(shown);
    const scope: ParentNode = layers.at(-1) ?? document;
    const controls = Array.from(scope.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"]')).filter(
      (element) => shown(element) && !(element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) && element.closest('label')),
    );
    const offscreen: string[] = [];
    const covered: string[] = [];
    const smallPrimary: string[] = [];
    const smallTargets: string[] = [];
    for (const element of controls) {
      const rect = element.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1) offscreen.push(`${describe(element)} ${Math.round(rect.left)}…${Math.round(rect.right)}`);
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const label = element.closest('label');
      // Scrolled to, it must be wholly on screen (a control clipped by the screen's bottom edge is not reachable).
      const clipped = box.height <= window.innerHeight && (box.top < -1 || box.bottom > window.innerHeight + 1);
      if (clipped || !hit || !(element.contains(hit) || hit.contains(element) || (label !== null && label.contains(hit)))) {
        covered.push(
          `${describe(element)} ${clipped ? `clipped at ${Math.round(box.top)}…${Math.round(box.bottom)}` : `under ${hit ? describe(hit) : 'nothing'}`}`,
        );
      }
      const primary = element.matches('.adm-button-primary:not(.adm-button-fill-none), button[type="submit"], [data-primary-action]');
      if (primary && box.height < 43.5) smallPrimary.push(`${describe(element)} ${Math.round(box.height)}px`);
      if (element.matches(smallTapTargets) && (box.height < 43.5 || box.width < 43.5)) {
        smallTargets.push(`${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}px`);
      }
    }
    window.scrollTo(0, 0);
    return { pageWidth: width, overflowPx: document.documentElement.scrollWidth - width, offscreen, covered, smallPrimary, smallTargets };
  }, SMALL_TAP_TARGETS);
}

/** Asserts the current screen fits the phone (see fitReport). */
export async function expectFitsPhone(page: Page, screen: string): Promise<void> {
  const report = await fitReport(page);
  expect(report.overflowPx, `${screen}: horizontal overflow of ${report.overflowPx}px`).toBeLessThanOrEqual(0);
  expect(report.offscreen, `${screen}: controls beyond the screen's edge`).toEqual([]);
  expect(report.covered, `${screen}: controls that cannot be reached`).toEqual([]);
  expect(report.smallPrimary, `${screen}: primary actions under 44px`).toEqual([]);
  expect(report.smallTargets, `${screen}: secondary actions under 44px`).toEqual([]);
}
