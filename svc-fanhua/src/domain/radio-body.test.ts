import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@citygames/service-kit/pure/sanitize-html';
import { dropImagesWithoutSource } from '@citygames/contracts/common/rich-text.rules';
import { hasVisibleContent } from './radio-body.js';

const clean = (html: string) => dropImagesWithoutSource(sanitizeRichText(html));

describe('radio body', () => {
  it('drops images the sanitiser left without a source, keeps the others', () => {
    expect(clean('<p>地图<img src="javascript:alert(1)" alt="x"></p>')).toBe('<p>地图</p>');
    expect(clean('<img src="vbscript:msgbox(1)" alt="">')).toBe('');
    expect(clean('<img src="https://example.com/a.png">')).toBe('<img src="https://example.com/a.png" />');
  });

  it('knows when nothing visible is left', () => {
    expect(hasVisibleContent(clean('<p><img src="javascript:x"></p>'))).toBe(false);
    expect(hasVisibleContent(clean('<p>&nbsp;</p><script>x</script>'))).toBe(false);
    expect(hasVisibleContent(clean('<p>集合</p>'))).toBe(true);
    expect(hasVisibleContent(clean('<img src="https://example.com/a.png">'))).toBe(true);
  });
});
