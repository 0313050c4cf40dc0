import { describe, expect, it } from 'vitest';
import { safeTaskBody } from './task-body.js';
import { isTaskPictureSource } from './task-picture.js';

const UPLOADED = `/api/pilotsh/media/${'c'.repeat(64)}.webp`;

describe('task pictures', () => {
  it('accepts site paths and inline raster pictures only', () => {
    expect(isTaskPictureSource(UPLOADED)).toBe(true);
    expect(isTaskPictureSource('/pilotsh/assets/stele.jpg')).toBe(true);
    expect(isTaskPictureSource('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toBe(true);
    for (const refused of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGI+',
      '/pilotsh/x.SVG',
      '/pilotsh/x.svgz',
      '//elsewhere.example/x.png',
      '/\\elsewhere.example/x.png',
      'https://elsewhere.example/x.png',
      '/api/../x.png',
      'javascript:alert(1)',
      '',
    ]) {
      expect(isTaskPictureSource(refused), refused).toBe(false);
    }
  });
});

describe('a task body', () => {
  it('keeps formatting, links and site pictures and drops what runs, SVG and other hosts', () => {
    const body = safeTaskBody(
      `<h3>标题</h3><p onclick="x()"><b>粗</b><a href="https://example.com/" onmouseover="x()">链接</a></p><img src="${UPLOADED}" alt="图"><img src="https://example.com/p.png"><img src="/a/b.svg"><svg><script>x()</script></svg><iframe></iframe>`,
    );
    expect(body).toBe(`<h3>标题</h3><p><b>粗</b><a href="https://example.com/">链接</a></p><img src="${UPLOADED}" alt="图" />`);
  });

  it('reads an entity-encoded source as the browser will', () => {
    expect(safeTaskBody('<img src="&#x2F;&#x2F;elsewhere.example/p.png">')).toBe('');
    expect(safeTaskBody('<img src="/a/b.sv&#103;">')).toBe('');
  });
});
