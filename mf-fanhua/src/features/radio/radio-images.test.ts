import { describe, expect, it } from 'vitest';
import { dropImagesWithoutSource } from './radio-images';

describe('radio images', () => {
  it('drops an image left without a source (as a browser serialises it after DOMPurify) and keeps real ones', () => {
    const sanitised = '<p>地图<img alt="坏"><img src="" alt="空"><img src="https://example.com/a.png" alt="好"></p>';
    expect(dropImagesWithoutSource(sanitised)).toBe('<p>地图<img src="https://example.com/a.png" alt="好"></p>');
  });
});
