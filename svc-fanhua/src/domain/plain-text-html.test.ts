import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from './plain-text-html.js';

describe('plainTextToHtml', () => {
  it('escapes markup and keeps lines', () => {
    expect(plainTextToHtml('<b>集合</b> & "出发"\n第二行')).toBe('&lt;b&gt;集合&lt;/b&gt; &amp; &quot;出发&quot;<br>第二行');
  });
});
