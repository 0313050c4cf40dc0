import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@citygames/contracts/common/rich-text.rules';
import { dropImagesWithoutSource } from '@citygames/contracts/common/rich-text.rules';
import { dropSvgImages, RICH_TEXT_PURIFY_CONFIG, sanitizeRichText } from './sanitize-rich-text';

// DOMPurify's sanitising itself is checked in the real browser (e2e/tests/polish120, hostile hint):
// happy-dom's DOM does not support it faithfully. Here: the allow-list DOMPurify is given.
describe('RICH_TEXT_PURIFY_CONFIG', () => {
  it('allows exactly the shared tags and attributes: no scripts, styles, frames, forms or event handlers', () => {
    expect(RICH_TEXT_PURIFY_CONFIG.ALLOWED_TAGS).toEqual([...RICH_TEXT_TAGS]);
    expect(new Set(RICH_TEXT_PURIFY_CONFIG.ALLOWED_ATTR)).toEqual(new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat()));
    for (const tag of ['script', 'style', 'iframe', 'object', 'form', 'input', 'svg', 'math']) expect(RICH_TEXT_PURIFY_CONFIG.ALLOWED_TAGS).not.toContain(tag);
    expect(RICH_TEXT_PURIFY_CONFIG.ALLOWED_ATTR.filter((name) => /^on|^style$/i.test(name))).toEqual([]);
    expect(RICH_TEXT_PURIFY_CONFIG).toMatchObject({ ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
  });

  it('lets links and images use http(s) and relative URLs only', () => {
    const allowed = (url: string) => RICH_TEXT_PURIFY_CONFIG.ALLOWED_URI_REGEXP.test(url);
    for (const url of ['https://example.com/a.png', 'http://example.com/', 'HTTPS://example.com/', '/polish120/tasks', 'hint.png', '#top', '?page=2'])
      expect(allowed(url), url).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      '//evil.example/',
      '/\\evil.example/',
    ])
      expect(allowed(url), url).toBe(false);
  });
});

describe('sanitizeRichText', () => {
  it('hands the shared allow-list to the purifier and drops the images it left without a source', () => {
    const calls: unknown[] = [];
    const purifier = {
      sanitize: (html: string, config: unknown) => {
        calls.push(config);
        return html.replace('<img src="javascript:alert(1)" alt="坏">', '<img alt="坏">');
      },
    };
    const html = sanitizeRichText('<p>地图<img src="javascript:alert(1)" alt="坏"><img src="https://example.com/a.png" alt="好"></p>', purifier);
    expect(html).toBe('<p>地图<img src="https://example.com/a.png" alt="好"></p>');
    expect(calls).toEqual([RICH_TEXT_PURIFY_CONFIG]);
  });
});

describe('dropSvgImages', () => {
  it('drops SVG pictures, inline or as a file, whatever their case or spacing, and keeps other pictures', () => {
    const svg = [
      '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="矢量">',
      '<img src="DATA:Image/SVG+XML,%3Csvg%2F%3E">',
      '<img src=" data: image/svg+xml;charset=utf-8,x">',
      '<img src="/api/pilotsh/media/a.svg">',
      '<img alt="图" src="/maps/a.SVG?v=2&amp;x=1">',
      '<img src="https://example.com/b.svgz#top">',
    ];
    const kept = [
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="位图">',
      '<img src="/api/pilotsh/media/a.png">',
      '<img src="/svg/a.png">',
      '<img src="https://example.com/svg+xml.jpg">',
      '<img src="x">',
    ];
    expect(dropSvgImages(`<p>${svg.join('')}图${kept.join('')}</p>`)).toBe(`<p>图${kept.join('')}</p>`);
  });

  it('is part of sanitising: the studio’s preview draws no SVG picture, as the player’s page does not', () => {
    const passThrough = { sanitize: (html: string) => html };
    expect(sanitizeRichText('<p>石碑<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="矢量"></p>', passThrough)).toBe('<p>石碑</p>');
  });
});

describe('dropImagesWithoutSource', () => {
  it('drops an image left without a source (as a browser serialises it after DOMPurify) and keeps real ones', () => {
    const sanitised = '<p>地图<img alt="坏"><img src="" alt="空"><img src="https://example.com/a.png" alt="好"></p>';
    expect(dropImagesWithoutSource(sanitised)).toBe('<p>地图<img src="https://example.com/a.png" alt="好"></p>');
  });
});
