import { label, svgDataUri, svgDocument } from './svg.js';

/** The start tab's reference compass: four layers and the stations A–D of the second question. */
export function compassPicture(): string {
  const rings = [120, 95, 70, 45]
    .map((r, i) => `<circle cx="150" cy="150" r="${r}" fill="${['#fff7e6', '#ffe7ba', '#ffd591', '#ffc069'][i]}" stroke="#ad6800" stroke-width="1.5"/>`)
    .join('');
  const ticks = Array.from({ length: 24 }, (_, i) => {
    const angle = (i * 15 * Math.PI) / 180;
    const x1 = 150 + 120 * Math.sin(angle);
    const y1 = 150 - 120 * Math.cos(angle);
    const x2 = 150 + 112 * Math.sin(angle);
    const y2 = 150 - 112 * Math.cos(angle);
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#ad6800"/>`;
  }).join('');
  const trigrams = ['离', '坤', '兑', '乾', '坎', '艮', '震', '巽'];
  const trigramText = trigrams
    .map((t, i) => {
      const angle = ((i * 45 + 180) * Math.PI) / 180;
      return label(150 + 82 * Math.sin(angle), 150 - 82 * Math.cos(angle), t, 13, '#613400');
    })
    .join('');
  const stations = [
    { key: 'A', name: '人民广场', x: 40, y: 36 },
    { key: 'B', name: '静安寺', x: 260, y: 36 },
    { key: 'C', name: '徐家汇', x: 40, y: 268 },
    { key: 'D', name: '中山公园', x: 260, y: 268 },
  ]
    .map(
      (s) =>
        `<circle cx="${s.x}" cy="${s.y}" r="13" fill="#1677ff"/>${label(s.x, s.y + 1, s.key, 14, '#fff', 'middle', 'bold')}${label(s.x, s.y + 24, s.name, 12, '#0958d9')}`,
    )
    .join('');
  const needle = `<polygon points="150,40 158,150 150,160 142,150" fill="#cf1322"/><polygon points="150,260 158,150 150,140 142,150" fill="#595959"/><circle cx="150" cy="150" r="6" fill="#262626"/>`;
  return svgDataUri(
    svgDocument(300, 300, `${rings}${ticks}${trigramText}${needle}${label(150, 12, '北', 14, '#cf1322', 'middle', 'bold')}${stations}`, '#fffbe6'),
  );
}

/** Puzzle card PZA: the clock tower. */
export function clockTowerPicture(): string {
  const windows = Array.from({ length: 12 }, (_, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    return `<rect x="${112 + col * 28}" y="${150 + row * 34}" width="16" height="22" rx="8" fill="#ffe58f" stroke="#ad8b00"/>`;
  }).join('');
  const body = `<rect x="100" y="130" width="100" height="150" fill="#d9d9d9" stroke="#595959"/>${windows}
    <polygon points="90,130 150,60 210,130" fill="#a8071a"/>
    <circle cx="150" cy="105" r="20" fill="#fff" stroke="#262626" stroke-width="2"/>
    <line x1="150" y1="105" x2="150" y2="91" stroke="#262626" stroke-width="2"/><line x1="150" y1="105" x2="160" y2="105" stroke="#262626" stroke-width="2"/>
    <rect x="0" y="280" width="300" height="20" fill="#8c8c8c"/>`;
  return svgDataUri(svgDocument(300, 300, body, '#e6f4ff'));
}

/** Puzzle card PZC: a stone bridge with carved marks. */
export function bridgePicture(): string {
  const body = `<path d="M20 200 Q150 60 280 200" fill="none" stroke="#595959" stroke-width="18"/>
    <path d="M20 230 L280 230" stroke="#1677ff" stroke-width="30" opacity="0.35"/>
    ${label(90, 150, '永', 22, '#262626', 'middle', 'bold')}${label(210, 150, '安', 22, '#262626', 'middle', 'bold')}
    ${label(150, 270, '桥下的水倒映着什么？', 14, '#0958d9')}`;
  return svgDataUri(svgDocument(300, 300, body, '#f6ffed'));
}

/** Puzzle card PZD: the old street's house numbers. */
export function streetPicture(): string {
  const doors = [12, 36, 88, 104]
    .map(
      (n, i) =>
        `<rect x="${20 + i * 70}" y="90" width="50" height="90" fill="#873800"/><rect x="${27 + i * 70}" y="70" width="36" height="18" fill="#fff" stroke="#262626"/>${label(45 + i * 70, 80, String(n), 12)}`,
    )
    .join('');
  return svgDataUri(
    svgDocument(
      300,
      220,
      `${doors}<rect x="0" y="180" width="300" height="40" fill="#bfbfbf"/>${label(150, 30, '老街门牌', 18, '#873800', 'middle', 'bold')}`,
      '#fff1e6',
    ),
  );
}

/** Puzzle 2: a grid map with landmarks; the flight report leads to one cell. */
export function gridMapPicture(): string {
  const cols = ['A', 'B', 'C', 'D', 'E', 'F'];
  const cell = 48;
  const ox = 30;
  const oy = 30;
  let body = '';
  for (let r = 0; r < 6; r += 1) {
    for (let c = 0; c < 6; c += 1) {
      body += `<rect x="${ox + c * cell}" y="${oy + r * cell}" width="${cell}" height="${cell}" fill="${(r + c) % 2 ? '#f0f5ff' : '#ffffff'}" stroke="#adc6ff"/>`;
    }
  }
  body += cols.map((col, c) => label(ox + c * cell + cell / 2, 16, col, 14, '#1d39c4', 'middle', 'bold')).join('');
  body += Array.from({ length: 6 }, (_, r) => label(14, oy + r * cell + cell / 2, String(r + 1), 14, '#1d39c4', 'middle', 'bold')).join('');
  const landmarks: [string, number, number][] = [
    ['观星台', 5, 0],
    ['青石桥', 0, 1],
    ['望江楼', 4, 1],
    ['钟鼓楼', 3, 3],
    ['白鹭洲', 1, 4],
    ['落霞亭', 2, 5],
  ];
  body += landmarks.map(([name, c, r]) => label(ox + c * cell + cell / 2, oy + r * cell + cell / 2, name, 11, '#10239e')).join('');
  body += `<g transform="translate(${ox + 2 * cell + cell / 2} ${oy + 2 * cell + cell / 2})"><path d="M0 -16 L4 -4 L16 2 L16 6 L4 2 L3 12 L8 16 L8 18 L0 15 L-8 18 L-8 16 L-3 12 L-4 2 L-16 6 L-16 2 L-4 -4 Z" fill="#cf1322"/></g>`;
  return svgDataUri(svgDocument(330, 330, body, '#ffffff'));
}

/** Puzzle 6 ('puzzle 6'): a sofa with numbered cushions and a line of characters. */
export function sofaPicture(): string {
  const line = ['卧', '看', '龙', '飞', '凤', '舞', '岗'];
  const cushions = [1, 3, 7]
    .map(
      (n, i) =>
        `<rect x="${62 + i * 62}" y="108" width="52" height="44" rx="10" fill="#ffd666" stroke="#ad8b00"/>${label(88 + i * 62, 130, String(n), 22, '#614700', 'middle', 'bold')}`,
    )
    .join('');
  const body = `<rect x="40" y="100" width="220" height="90" rx="16" fill="#d46b08"/>
    <rect x="24" y="120" width="32" height="80" rx="12" fill="#ad4e00"/><rect x="244" y="120" width="32" height="80" rx="12" fill="#ad4e00"/>
    <rect x="50" y="160" width="200" height="30" rx="8" fill="#fa8c16"/>${cushions}
    <line x1="60" y1="190" x2="60" y2="215" stroke="#5c3d00" stroke-width="6"/><line x1="240" y1="190" x2="240" y2="215" stroke="#5c3d00" stroke-width="6"/>
    ${line.map((ch, i) => label(45 + i * 35, 250, ch, 18, '#262626')).join('')}
    ${line.map((_, i) => label(45 + i * 35, 272, String(i + 1), 11, '#8c8c8c')).join('')}`;
  return svgDataUri(svgDocument(300, 290, body, '#fff7e6'));
}

/** Puzzle 7: numbered dots that spell a word when joined (drawn over with the canvas). */
export const DOT_PICTURE_SIZE = { width: 320, height: 160 } as const;
export function dotsPicture(): string {
  const strokes: [number, number][][] = [
    [
      [78, 32],
      [50, 24],
      [30, 44],
      [46, 72],
      [72, 88],
      [76, 114],
      [54, 130],
      [28, 122],
    ],
    [
      [112, 26],
      [112, 104],
      [128, 130],
      [152, 130],
      [168, 104],
      [168, 26],
    ],
    [
      [204, 130],
      [204, 26],
      [270, 130],
      [270, 26],
    ],
  ];
  let n = 0;
  const dots = strokes
    .flat()
    .map(([x, y]) => {
      n += 1;
      return `<circle cx="${x}" cy="${y}" r="3.5" fill="#262626"/>${label(x + 9, y - 8, String(n), 11, '#cf1322')}`;
    })
    .join('');
  return svgDataUri(svgDocument(DOT_PICTURE_SIZE.width, DOT_PICTURE_SIZE.height, dots, '#ffffff'));
}

/** Puzzle 'higher dimension': a tesseract drawn as two nested cubes. */
export function tesseractPicture(): string {
  const outer = [
    [60, 60],
    [220, 60],
    [220, 220],
    [60, 220],
  ];
  const outerBack = [
    [100, 30],
    [260, 30],
    [260, 190],
    [100, 190],
  ];
  const inner = [
    [115, 115],
    [165, 115],
    [165, 165],
    [115, 165],
  ];
  const innerBack = [
    [130, 100],
    [180, 100],
    [180, 150],
    [130, 150],
  ];
  const square = (pts: number[][], colour: string) =>
    `<polygon points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  const join = (a: number[][], b: number[][], colour: string) =>
    a.map((p, i) => `<line x1="${p[0]}" y1="${p[1]}" x2="${b[i]![0]}" y2="${b[i]![1]}" stroke="${colour}" stroke-width="1.5"/>`).join('');
  const vertices = [...outer, ...outerBack, ...inner, ...innerBack].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#722ed1"/>`).join('');
  const body = `${square(outer, '#531dab')}${square(outerBack, '#531dab')}${join(outer, outerBack, '#9254de')}
    ${square(inner, '#c41d7f')}${square(innerBack, '#c41d7f')}${join(inner, innerBack, '#f759ab')}
    ${join(outer, inner, '#b37feb')}${join(outerBack, innerBack, '#b37feb')}${vertices}`;
  return svgDataUri(svgDocument(300, 250, body, '#f9f0ff'));
}

/** Puzzle 'five lakes four seas': which letter of which name. */
export function lakesPicture(): string {
  const rows: [string, string][] = [
    ['渤海', '第 1 个字母'],
    ['洞庭湖', '第 2 个字母'],
    ['南海', '第 2 个字母'],
    ['太湖', '第 1 个字母'],
  ];
  const table = rows
    .map(
      ([name, which], i) =>
        `<rect x="30" y="${60 + i * 44}" width="240" height="40" rx="6" fill="${i % 2 ? '#e6fffb' : '#b5f5ec'}"/>${label(90, 80 + i * 44, name, 16, '#00474f', 'middle', 'bold')}${label(200, 80 + i * 44, which, 14, '#006d75')}`,
    )
    .join('');
  const body = `${label(150, 28, '五湖四海 · 取字母', 18, '#00474f', 'middle', 'bold')}${table}${label(150, 250, '（按汉语拼音）', 12, '#8c8c8c')}`;
  return svgDataUri(svgDocument(300, 270, body, '#ffffff'));
}

/** Puzzle 'heading': the camp and the lighthouse on a map with north up. */
export function headingPicture(): string {
  const grid = Array.from(
    { length: 7 },
    (_, i) =>
      `<line x1="${20 + i * 40}" y1="20" x2="${20 + i * 40}" y2="260" stroke="#e6f4ff"/><line x1="20" y1="${20 + i * 40}" x2="260" y2="${20 + i * 40}" stroke="#e6f4ff"/>`,
  ).join('');
  const body = `${grid}
    <polygon points="250,30 258,54 250,48 242,54" fill="#cf1322"/>${label(250, 66, '北', 12, '#cf1322')}
    <rect x="190" y="50" width="20" height="20" fill="#389e0d"/>${label(200, 84, '营地', 13, '#237804')}
    <polygon points="60,180 70,220 50,220" fill="#d4380d"/>${label(60, 234, '灯塔', 13, '#ad2102')}
    ${label(140, 272, '每格边长相同', 11, '#8c8c8c')}`;
  return svgDataUri(svgDocument(280, 285, body, '#ffffff'));
}

/** Puzzle 'segments' (own design): a labelled seven-segment template and lit segments per digit. */
export function segmentsPicture(): string {
  const segment = (x: number, y: number) => ({
    a: `M${x + 8} ${y} h36`,
    b: `M${x + 50} ${y + 6} v36`,
    c: `M${x + 50} ${y + 54} v36`,
    d: `M${x + 8} ${y + 96} h36`,
    e: `M${x + 2} ${y + 54} v36`,
    f: `M${x + 2} ${y + 6} v36`,
    g: `M${x + 8} ${y + 48} h36`,
  });
  const template = segment(30, 30);
  const paths = Object.values(template)
    .map((d) => `<path d="${d}" stroke="#d9d9d9" stroke-width="8" stroke-linecap="round"/>`)
    .join('');
  const letters = [
    ['a', 56, 20],
    ['b', 94, 54],
    ['c', 94, 108],
    ['d', 56, 142],
    ['e', 18, 108],
    ['f', 18, 54],
    ['g', 56, 62],
  ]
    .map(([t, x, y]) => label(Number(x), Number(y), String(t), 13, '#cf1322', 'middle', 'bold'))
    .join('');
  const rows: [string, string][] = [
    ['第 1 位', 'b c'],
    ['第 2 位', 'a b g e d'],
    ['第 3 位', 'a b c d e f'],
    ['第 4 位', 'a b g c d'],
  ];
  const table = rows
    .map(([which, lit], i) => `${label(140, 36 + i * 30, which, 13, '#262626', 'start')}${label(205, 36 + i * 30, lit, 14, '#0958d9', 'start', 'bold')}`)
    .join('');
  return svgDataUri(svgDocument(320, 160, `${paths}${letters}${table}`, '#ffffff'));
}

/** Puzzle 'three clocks' (own design): hour hands at 1, 3 and 5. */
export function clocksPicture(): string {
  const clock = (cx: number, hour: number) => {
    const angle = (hour * 30 * Math.PI) / 180;
    const hx = cx + 24 * Math.sin(angle);
    const hy = 70 - 24 * Math.cos(angle);
    const marks = Array.from({ length: 12 }, (_, i) => {
      const a = (i * 30 * Math.PI) / 180;
      return `<circle cx="${(cx + 38 * Math.sin(a)).toFixed(1)}" cy="${(70 - 38 * Math.cos(a)).toFixed(1)}" r="${i % 3 === 0 ? 3 : 1.5}" fill="#434343"/>`;
    }).join('');
    return `<circle cx="${cx}" cy="70" r="45" fill="#fff" stroke="#262626" stroke-width="3"/>${marks}
      <line x1="${cx}" y1="70" x2="${hx.toFixed(1)}" y2="${hy.toFixed(1)}" stroke="#262626" stroke-width="5" stroke-linecap="round"/>
      <line x1="${cx}" y1="70" x2="${cx}" y2="34" stroke="#595959" stroke-width="2.5" stroke-linecap="round"/>
      <circle cx="${cx}" cy="70" r="3" fill="#cf1322"/>`;
  };
  return svgDataUri(svgDocument(330, 140, `${clock(60, 1)}${clock(165, 3)}${clock(270, 5)}`, '#f5f5f5'));
}
