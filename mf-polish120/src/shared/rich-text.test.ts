import { describe, expect, it } from 'vitest';
import { renderRichText } from './rich-text';

// DOMPurify's sanitising itself is checked in the real browser (e2e/tests/polish120, hostile hint):
// happy-dom's DOM does not support it faithfully.
describe('renderRichText', () => {
  it('replaces the [hint] and [spoiler] markers by icons', () => {
    const html = renderRichText('<p>[hint] 看这里 [SPOILER] 答案</p>');
    expect(html).toContain('p120-marker--hint');
    expect(html).toContain('p120-marker--spoiler');
    expect(html).not.toContain('[hint]');
    expect(html).not.toMatch(/\[spoiler\]/i);
  });
});
