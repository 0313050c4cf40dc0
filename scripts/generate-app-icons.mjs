#!/usr/bin/env node
// Draws the web app manifest's PNG icons (the site's pin, and one per game in its colour) into
// shell/public/icons/. The PNGs are committed; run again only to change the drawing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { repoPath } from './lib/workspace.mjs';

/** @typedef {[number, number, number]} Rgb */

/** @param {string} hex */
const rgb = (hex) => /** @type {Rgb} */ ([1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)));

const ICONS = [
  { file: 'app-192.png', size: 192, background: rgb('#27337a'), dot: rgb('#ffb46b'), margin: 0 },
  { file: 'app-512.png', size: 512, background: rgb('#27337a'), dot: rgb('#ffb46b'), margin: 0 },
  // maskable: the drawing stays inside the safe circle (80 %) that launchers may crop to
  { file: 'app-maskable-512.png', size: 512, background: rgb('#27337a'), dot: rgb('#ffb46b'), margin: 0.1, square: true },
  { file: 'pilotsh-96.png', size: 96, background: rgb('#1f6feb'), dot: rgb('#0b2a5b'), margin: 0 },
  { file: 'polish120-96.png', size: 96, background: rgb('#7446e0'), dot: rgb('#2a1262'), margin: 0 },
  { file: 'fanhua-96.png', size: 96, background: rgb('#c4511a'), dot: rgb('#2b1d14'), margin: 0 },
];

/**
 * Colour of a point in the unit square: a rounded square, a white map pin, a dot in the pin.
 * @param {number} x @param {number} y @param {{ background: Rgb, dot: Rgb, margin: number, square?: boolean }} icon
 * @returns {[number, number, number, number]}
 */
function colourAt(x, y, icon) {
  const radius = icon.square ? 0 : 0.22;
  const dx = Math.max(Math.abs(x - 0.5) - (0.5 - radius), 0);
  const dy = Math.max(Math.abs(y - 0.5) - (0.5 - radius), 0);
  if (Math.hypot(dx, dy) > radius) return [0, 0, 0, 0];
  // the pin, scaled into the area inside the margin
  const scale = 1 - 2 * icon.margin;
  const px = (x - 0.5) / scale;
  const py = (y - 0.5) / scale;
  const head = Math.hypot(px, py + 0.08);
  const inTail = py > -0.08 && py < 0.34 && Math.abs(px) < 0.25 * (1 - (py + 0.08) / 0.42);
  if (head < 0.1) return [...icon.dot, 255];
  if (head < 0.25 || inTail) return [255, 255, 255, 255];
  return [...icon.background, 255];
}

/** @param {number} size @param {(typeof ICONS)[number]} icon */
function pixels(size, icon) {
  const rows = [];
  const samples = 4;
  for (let row = 0; row < size; row += 1) {
    const line = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let column = 0; column < size; column += 1) {
      let [red, green, blue, alpha] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const [r, g, b, a] = colourAt((column + (sx + 0.5) / samples) / size, (row + (sy + 0.5) / samples) / size, icon);
          red += (r * a) / 255;
          green += (g * a) / 255;
          blue += (b * a) / 255;
          alpha += a;
        }
      }
      const at = 1 + column * 4;
      const cover = alpha / 255; // colours are averaged over the covered samples only
      line[at] = cover ? Math.round(red / cover) : 0;
      line[at + 1] = cover ? Math.round(green / cover) : 0;
      line[at + 2] = cover ? Math.round(blue / cover) : 0;
      line[at + 3] = Math.round(alpha / (samples * samples));
    }
    rows.push(line);
  }
  return Buffer.concat(rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} bytes */
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** @param {(typeof ICONS)[number]} icon */
function png(icon) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(icon.size, 0);
  header.writeUInt32BE(icon.size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(icon.size, icon), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = repoPath('shell/public/icons');
mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) writeFileSync(join(outDir, icon.file), png(icon));
console.log(`图标已写入 ${outDir}`);
