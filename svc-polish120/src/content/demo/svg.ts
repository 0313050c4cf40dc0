/** Small helpers to build the demo pack's pictures as inline SVG (nothing is fetched from another host). */

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}`;
}

export function svgDocument(width: number, height: number, body: string, background = '#ffffff'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif"><rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`;
}

export function label(x: number, y: number, text: string, size = 14, fill = '#333', anchor: 'start' | 'middle' | 'end' = 'middle', weight = 'normal'): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-weight="${weight}" dominant-baseline="middle">${text}</text>`;
}
