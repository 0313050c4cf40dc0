import type { EventPackInput } from './pack-schema.js';
import {
  bridgePicture,
  clocksPicture,
  clockTowerPicture,
  compassPicture,
  DOT_PICTURE_SIZE,
  dotsPicture,
  gridMapPicture,
  headingPicture,
  lakesPicture,
  segmentsPicture,
  sofaPicture,
  streetPicture,
  tesseractPicture,
} from './demo/pictures.js';
import { DEMO_PUZZLE_PATHS } from './demo/puzzle-paths.js';
import { PIGPEN_ANSWER, PIGPEN_COLUMNS, PIGPEN_ROWS, pigpenCells } from './demo/pigpen-grid.js';
import { SUDOKU_COLOURS, SUDOKU_GIVENS, SUDOKU_PALETTE, sudokuAnswer } from './demo/sudoku.js';


const link = (path: string, text: string) => `<a href="/polish120/${path}">${text}</a>`;

/**
 * The demo event: fictional content, playable end to end, with the demo teams of every game.
 * Every answer is listed in docs/polish120.md for testers.
 */
export const demoPack: EventPackInput = {
  format: 'citygames-polish120-pack/1',
  event: {
    name: '城南寻迹 · 演示活动',
    endsAt: '2030-12-31T18:00:00+08:00',
    banPolicy: { maxWrongAttempts: 5, banSeconds: 120 },
  },
  teams: [
    {
      id: 'demo-team-1',
      name: '演示一队',
      members: [
        { phone: '13800000001', name: '玩家1', leader: true },
        { phone: '13800000002', name: '玩家2', leader: false },
      ],
    },
    {
      id: 'demo-team-2',
      name: '演示二队',
      members: [
        { phone: '13800000003', name: '玩家3', leader: true },
        { phone: '13800000004', name: '玩家4', leader: false },
      ],
    },
    {
      id: 'demo-team-3',
      name: '演示三队',
      members: [
        { phone: '13800000005', name: '玩家5', leader: true },
        { phone: '13800000006', name: '玩家6', leader: false },
      ],
    },
  ],
  start: {
    questionHtml:
      '<p>你们手中的罗盘由内向外共有<b>四层</b>。每一层分别代表什么？</p><p>请按<b>由内向外</b>的顺序，每层用一个字作答，共四个字。</p>',
    answers: ['年月日时'],
    answerFormat: { length: 4, requiredCharacters: ['年', '月', '日', '时'], message: '请输入正确的四个字：年月日时', placeholder: '四个字' },
    answerTextHtml: '<p>正确答案：<b>年、月、日、时</b>。罗盘的四层由内向外依次代表年、月、日、时，合起来就是“四柱”。</p>',
    calibrationHtml:
      '<ol><li>把手机平放在掌心，远离金属和磁铁。</li><li>让红色指针对准“北”，与下面的参考图一致。</li><li>保持罗盘水平，按参考图找到标有 A、B、C、D 的四个地铁站。</li></ol>',
    referenceImage: { src: compassPicture(), alt: '罗盘参考图：四层圆环、八卦方位和 A、B、C、D 四个地铁站', caption: '参考图：校准后的罗盘' },
    secondQuestionHtml:
      '<p>参考图上标出了 A、B、C、D 四个地铁站。请按 <b>A、B、D、C</b> 的顺序写出每个站名的第一个字，到“提交任务”页提交任务“四站寻踪”。</p>',
    startArea: 1,
  },
  areas: [
    { id: 1, name: '出发点' },
    { id: 2, name: '钟楼' },
    { id: 3, name: '石桥' },
    { id: 4, name: '老街' },
    { id: 5, name: '地铁站' },
  ],
  tasks: [
    {
      id: 'T01',
      name: '钟楼报时',
      descriptionHtml: '<p>找到城南钟楼，数一数钟楼正面一共有几扇窗，用数字作答。</p>',
      answers: ['12', '十二'],
      hintHtml: '<p>[hint] 钟楼到了！谜题卡 PZA 已经解锁，去“谜题 PZ”页看看。</p><p>[spoiler] 窗户排成 4 行 3 列。</p>',
      reachesArea: 2,
    },
    {
      id: 'T02',
      name: '石桥刻字',
      descriptionHtml: '<p>石桥栏杆上刻着两个字，它们是什么？</p>',
      answers: ['永安'],
      hintHtml: '<p>[hint] 石桥到了，谜题卡 PZB 已经解锁。</p>',
      reachesArea: 3,
    },
    {
      id: 'T03',
      name: '老街门牌',
      descriptionHtml: '<p>老街上唯一一块红色门牌上的号码是多少？</p>',
      answers: ['88'],
      hintHtml: '<p>[hint] 老街到了，谜题卡 PZC 已经解锁。</p>',
      reachesArea: 4,
    },
    {
      id: 'T04',
      name: '四站寻踪',
      descriptionHtml: '<p>开始页的第二个问题：按 A、B、D、C 的顺序写出罗盘参考图上四个地铁站名的第一个字。</p>',
      answers: ['人静中徐'],
      hintHtml: '<p>[hint] 地铁站到了，谜题卡 PZD 已经解锁。别忘了 X 区域！</p>',
      reachesArea: 5,
    },
    {
      id: 'P01',
      name: '彩色数独',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.sudoku, '彩色数独')} 解出数独，按说明读出答案。</p>`,
      answers: [sudokuAnswer()],
      hintHtml: '<p>[hint] 红格换字母、蓝格留数字。</p>',
    },
    {
      id: 'P02',
      name: '航班定位',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.plane, '航班定位')} 找到飞机降落的地点。</p>`,
      answers: ['望江楼'],
      hintHtml: '<p>[hint] 东是右，北是上。</p>',
    },
    {
      id: 'P03',
      name: '猪圈密码',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.pigpen, '猪圈密码')} 找出所有红色符号。</p>`,
      answers: [PIGPEN_ANSWER],
      hintHtml: '<p>[hint] 猪圈密码：井字格与叉字格，带点的是后半段字母。</p>',
    },
    {
      id: 'P04',
      name: '谜题 6 · 沙发',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.sofa, '谜题 6')} 看看沙发上的靠垫。</p>`,
      answers: ['卧龙岗'],
      hintHtml: '<p>[hint] 靠垫上的数字是序号。</p>',
    },
    {
      id: 'P05',
      name: '谜题 7 · 连点',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.dots, '谜题 7')} 用画笔连点。</p>`,
      answers: ['SUN'],
      hintHtml: '<p>[hint] 三组数字各成一个字母。</p>',
    },
    {
      id: 'P06',
      name: '高维',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.tesseract, '高维')} 数一数顶点。</p>`,
      answers: ['SIXTEEN'],
      hintHtml: '<p>[hint] 每升高一维，顶点数翻一倍。</p>',
    },
    {
      id: 'P07',
      name: '船长',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.captain, '船长')} 读船长的航海日志。</p>`,
      answers: ['上海-大连', '上海大连'],
      displayAnswer: '上海-大连',
      hintHtml: '<p>[hint] 东方明珠与棒棰岛。</p>',
    },
    {
      id: 'P08',
      name: '谜题 10 · 现场题',
      descriptionHtml: `<p>谜题页 ${link(DEMO_PUZZLE_PATHS.onsite, '谜题 10')} 的内容将在活动现场公布。</p>`,
      answers: ['灯塔'],
      hintHtml: '<p>[hint] 现场工作人员会给出线索。</p>',
    },
    {
      id: 'P09',
      name: '五湖四海',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.lakes, '五湖四海')} 按表取字母。</p>`,
      answers: ['BOAT'],
      hintHtml: '<p>[hint] 渤海 Bohai 的第 1 个字母是 B。</p>',
    },
    {
      id: 'P10',
      name: '谜题 12 · 航向',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.heading, '谜题 12')} 算出从营地到灯塔的航向。</p>`,
      answers: ['225'],
      hintHtml: '<p>[hint] 航向从正北顺时针量，东是 090。</p>',
    },
    {
      id: 'P11',
      name: '数码管',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.segments, '数码管')} 点亮数码管。</p>`,
      answers: ['1203'],
      hintHtml: '<p>[hint] 用画笔把每一位亮着的段画出来。</p>',
    },
    {
      id: 'P12',
      name: '三只钟',
      descriptionHtml: `<p>在谜题页 ${link(DEMO_PUZZLE_PATHS.clocks, '三只钟')} 看时针。</p>`,
      answers: ['ACE'],
      hintHtml: '<p>[hint] 1 = A，2 = B……</p>',
    },
  ],
  xArea: {
    stage0: {
      introHtml:
        '<p>X 区域的入口藏在罗盘里：罗盘第二层<b>东南</b>方位上写着一个八卦字。</p><p>把这个字输入下面的转换器，看看它的 GBK 编码。</p>',
      specialCharacter: '巽',
    },
    stage1: {
      revealHtml: '<p>“巽”的 GBK 编码是 <code>D9E3</code>。巽为风，风沿着一条地铁线吹过城南……</p>',
      questionHtml: '<p>X 区域是哪里？</p>',
      answers: ['10号线', '十号线', '地铁10号线', '地铁十号线', 'line10', 'line 10'],
      nearMisses: ['陕西南路', '南京东路', '老西门', '新天地', '豫园', '上海图书馆', '交通大学', '海伦路', '四川北路', '天潼路', '同济大学', '虹桥'],
    },
    stage2: {
      revealHtml: '<p>没错，X 区域就是 <b>10 号线</b>。这条线上藏着四个站 x1–x4，找到它们。</p>',
      hintHtml: '<p>站名必须完全一致：写完整站名，不要加“站”字，不要加标点或空格。</p>',
      stations: {
        x1: { label: 'x1：一条以省份命名的路', answers: ['陕西南路'] },
        x2: { label: 'x2：一条以城市命名的路', answers: ['南京东路'] },
        x3: { label: 'x3：一个由新旧两个词合成的站名', answers: ['新天地'] },
        x4: { label: 'x4：一座老城门', answers: ['老西门'] },
      },
    },
    stage3: { revealHtml: '<p>第一个站找到了！继续找齐四个站，最后的推理就在前方。</p>' },
    stage4: {
      reasoningHtml:
        '<p>把 x1、x3 连成一条线，x2、x4 连成另一条线。两条线与正北方向的夹角分别记为 θ₁、θ₂。</p><p>θ₁ + θ₂ 指向的方向上，就是最终的宝藏。</p>',
      placeholder: '最终推理的答案将在活动结束前于总部公布，请先把推理过程记在纸上。',
    },
  },
  puzzleCards: [
    {
      code: 'PZA',
      unlockArea: 2,
      title: '钟楼谜卡',
      contentHtml: `<p>钟楼顶上的钟停在了一点零五分。钟楼里留下了三道谜题：</p><ul><li>${link(DEMO_PUZZLE_PATHS.sudoku, '彩色数独')}</li><li>${link(DEMO_PUZZLE_PATHS.plane, '航班定位')}</li><li>${link(DEMO_PUZZLE_PATHS.pigpen, '猪圈密码')}</li></ul>`,
      images: [{ src: clockTowerPicture(), alt: '城南钟楼：正面有十二扇窗', caption: '城南钟楼' }],
      pages: [DEMO_PUZZLE_PATHS.sudoku, DEMO_PUZZLE_PATHS.plane, DEMO_PUZZLE_PATHS.pigpen],
    },
    {
      code: 'PZB',
      unlockArea: 3,
      title: '石桥的故事',
      contentHtml: `<p>很久以前，石桥边住着一位摆渡人。<b>沙</b>洲上的芦苇每年秋天都会变白，<b>发</b>白的芦花随风飘到桥下。摆渡人说：“<b>连</b>着三天起雾，桥就会<b>点</b>亮一盏灯。”后来人们在桥头立了一块<b>高</b>高的石碑，碑上刻着<b>维</b>修石桥的年份。</p><p>摆渡人留下的三道谜题：</p><ul><li>${link(DEMO_PUZZLE_PATHS.sofa, '谜题 6')}</li><li>${link(DEMO_PUZZLE_PATHS.dots, '谜题 7')}</li><li>${link(DEMO_PUZZLE_PATHS.tesseract, '高维')}</li></ul>`,
      images: [],
      pages: [DEMO_PUZZLE_PATHS.sofa, DEMO_PUZZLE_PATHS.dots, DEMO_PUZZLE_PATHS.tesseract],
    },
    {
      code: 'PZC',
      unlockArea: 4,
      title: '老街谜卡',
      contentHtml: `<p>老街的门牌从 12 号一直排到 104 号。街角的茶馆里，三位老人各出了一道题：</p><ul><li>${link(DEMO_PUZZLE_PATHS.captain, '船长')}</li><li>${link(DEMO_PUZZLE_PATHS.onsite, '谜题 10')}</li><li>${link(DEMO_PUZZLE_PATHS.lakes, '五湖四海')}</li></ul>`,
      images: [{ src: streetPicture(), alt: '老街上的四扇门和门牌', caption: '老街门牌' }, { src: bridgePicture(), alt: '石桥与倒影', caption: '回望石桥' }],
      pages: [DEMO_PUZZLE_PATHS.captain, DEMO_PUZZLE_PATHS.onsite, DEMO_PUZZLE_PATHS.lakes],
    },
    {
      code: 'PZD',
      unlockArea: 5,
      title: '地铁谜卡',
      contentHtml: `<p>地铁站的广播反复播放着一段杂音。最后三道谜题：</p><ul><li>${link(DEMO_PUZZLE_PATHS.heading, '谜题 12')}</li><li>${link(DEMO_PUZZLE_PATHS.segments, '数码管')}</li><li>${link(DEMO_PUZZLE_PATHS.clocks, '三只钟')}</li></ul>`,
      images: [{ src: compassPicture(), alt: '罗盘参考图', caption: '站厅里的罗盘' }],
      pages: [DEMO_PUZZLE_PATHS.heading, DEMO_PUZZLE_PATHS.segments, DEMO_PUZZLE_PATHS.clocks],
    },
  ],
  standalonePuzzles: [
    {
      path: DEMO_PUZZLE_PATHS.sudoku,
      number: 1,
      title: '彩色数独',
      introHtml:
        '<p>解出这道数独：每行、每列、每个 3×3 宫里 1–9 各出现一次。</p><p>按从上到下、从左到右的顺序读出所有彩色格子里的数字：<b>红格</b>里的数字换成字母（1 = A，2 = B……），<b>蓝格</b>里的数字保持不变。</p><p>可以用下面的画笔在格子上打草稿。</p>',
      answerFormat: '8 位，字母和数字组成',
      solutionHtml: `<p>数独的唯一解中，彩色格依次是 7、5、3、3、1、9、9、6。红格换成字母后得到答案 <b>${sudokuAnswer()}</b>。</p>`,
      taskId: 'P01',
      content: { kind: 'sudoku', givens: [...SUDOKU_GIVENS], colours: [...SUDOKU_COLOURS], palette: { ...SUDOKU_PALETTE } },
    },
    {
      path: DEMO_PUZZLE_PATHS.plane,
      number: 2,
      title: '航班定位',
      introHtml:
        '<p>塔台收到一份航班报告：“飞机现在位于地图上的红色标记处，它将<b>向东飞 2 格</b>，再<b>向北飞 1 格</b>后降落。”</p><p>飞机降落在哪里？</p>',
      answerFormat: '3 个汉字',
      solutionHtml: '<p>飞机从 C3 出发，向东 2 格到 E3，向北 1 格到 E2，那里是 <b>望江楼</b>。</p>',
      taskId: 'P02',
      content: { kind: 'image', images: [{ src: gridMapPicture(), alt: '6×6 方格地图，标有六处地名和一架红色飞机', caption: '城南方格地图（北在上）' }], canvas: false },
    },
    {
      path: DEMO_PUZZLE_PATHS.pigpen,
      number: 3,
      title: '猪圈密码',
      introHtml:
        '<p>下面的 5×3 方格里，每个格子都能<b>点击切换</b>符号。</p><p>有些格子里藏着一个<b>红色</b>符号。按从左到右、从上到下的顺序读出所有红色符号。</p>',
      answerFormat: '9 个英文字母',
      solutionHtml: `<p>九个红色符号用猪圈密码解读，依次是 ${PIGPEN_ANSWER.split('').join('、')}，答案 <b>${PIGPEN_ANSWER}</b>。</p>`,
      taskId: 'P03',
      content: { kind: 'cycle-grid', rows: PIGPEN_ROWS, columns: PIGPEN_COLUMNS, cells: pigpenCells() },
    },
    {
      path: DEMO_PUZZLE_PATHS.sofa,
      number: 4,
      title: '谜题 6',
      introHtml: '<p>主人请你在沙发上坐一会儿。</p>',
      answerFormat: '3 个汉字',
      solutionHtml: '<p>靠垫上的 1、3、7 是下面一行字的序号：第 1 个“卧”，第 3 个“龙”，第 7 个“岗”，答案 <b>卧龙岗</b>。</p>',
      taskId: 'P04',
      content: { kind: 'image', images: [{ src: sofaPicture(), alt: '一张沙发，三个靠垫上写着 1、3、7，下面一行七个字', caption: '客厅' }], canvas: false },
    },
    {
      path: DEMO_PUZZLE_PATHS.dots,
      number: 5,
      title: '谜题 7',
      introHtml: '<p>用画笔依次连接 1–8、9–14、15–18。</p>',
      answerFormat: '3 个英文字母',
      solutionHtml: '<p>三组点分别连成 S、U、N，答案 <b>SUN</b>。</p>',
      taskId: 'P05',
      content: { kind: 'image', images: [{ src: dotsPicture(), alt: `${DOT_PICTURE_SIZE.width}×${DOT_PICTURE_SIZE.height} 的连点图，18 个带编号的点`, caption: '连点图' }], canvas: true },
    },
    {
      path: DEMO_PUZZLE_PATHS.tesseract,
      number: 6,
      title: '高维',
      introHtml:
        '<p>一个点有 1 个顶点，一条线段有 2 个，一个正方形有 4 个，一个立方体有 8 个。</p><p>图中是一个四维超立方体的投影。它有几个顶点？</p>',
      answerFormat: '英文字母（把数字写成英文单词）',
      solutionHtml: '<p>每升高一维顶点数翻倍：1、2、4、8、16。答案 <b>SIXTEEN</b>。</p>',
      taskId: 'P06',
      content: { kind: 'image', images: [{ src: tesseractPicture(), alt: '四维超立方体的投影：两个套在一起的立方体', caption: '超立方体' }], canvas: false },
    },
    {
      path: DEMO_PUZZLE_PATHS.captain,
      number: 7,
      title: '船长',
      introHtml:
        '<p>船长的航海日志：</p><blockquote>“我们从能望见<b>东方明珠</b>的码头起航，一路向北，穿过黄海，在<b>棒棰岛</b>外抛锚。”</blockquote><p>船长从哪座城市出发，到达了哪座城市？</p>',
      answerFormat: '一对城市名，出发城市在前，例如：城市A-城市B',
      solutionHtml: '<p>东方明珠在上海，棒棰岛在大连。答案 <b>上海-大连</b>。</p>',
      taskId: 'P07',
      content: { kind: 'text' },
    },
    {
      path: DEMO_PUZZLE_PATHS.onsite,
      number: 8,
      title: '谜题 10',
      introHtml: '<p>本题的内容将在活动当天于现场公布，请留意工作人员的通知。</p>',
      answerFormat: '（现场公布）',
      solutionHtml: '<p>现场题的答案是 <b>灯塔</b>。</p>',
      taskId: 'P08',
      content: { kind: 'text' },
    },
    {
      path: DEMO_PUZZLE_PATHS.lakes,
      number: 9,
      title: '五湖四海',
      introHtml:
        '<p>五湖：洞庭湖、鄱阳湖、太湖、洪泽湖、巢湖。四海：渤海、黄海、东海、南海。</p><p>按下表，从每个名称的汉语拼音中取出指定的字母，组成一个英文单词。</p>',
      answerFormat: '4 个字母的英文单词',
      solutionHtml: '<p>Bohai 的 B，Dongting 的 O，Nanhai 的 A，Taihu 的 T：<b>BOAT</b>。</p>',
      taskId: 'P09',
      content: { kind: 'image', images: [{ src: lakesPicture(), alt: '取字母表：渤海第 1 个，洞庭湖第 2 个，南海第 2 个，太湖第 1 个', caption: '取字母表' }], canvas: false },
    },
    {
      path: DEMO_PUZZLE_PATHS.heading,
      number: 10,
      title: '谜题 12',
      introHtml: '<p>从营地出发，沿直线走到灯塔。你的航向是多少度？（从正北顺时针计算）</p>',
      answerFormat: '3 位数字的航向，例如 045',
      solutionHtml: '<p>灯塔在营地的正西南方（向西与向南的格数相同），航向 <b>225</b>。</p>',
      taskId: 'P10',
      content: { kind: 'image', images: [{ src: headingPicture(), alt: '方格地图：右上方是营地，左下方是灯塔，北在上', caption: '营地与灯塔' }], canvas: false },
    },
    {
      path: DEMO_PUZZLE_PATHS.segments,
      number: 11,
      title: '数码管',
      introHtml: '<p>左边是数码管七段的名称 a–g，右边是四位数字各自亮着的段。用画笔把它们画出来，读出这个四位数。</p>',
      answerFormat: '4 位数字',
      solutionHtml: '<p>b c 是 1；a b g e d 是 2；a b c d e f 是 0；a b g c d 是 3。答案 <b>1203</b>。</p>',
      taskId: 'P11',
      content: { kind: 'image', images: [{ src: segmentsPicture(), alt: '七段数码管模板和四位数字的亮段表', caption: '数码管' }], canvas: true },
    },
    {
      path: DEMO_PUZZLE_PATHS.clocks,
      number: 12,
      title: '三只钟',
      introHtml: '<p>三只钟的分针都指向 12。时针指向的数字，对应字母表里的第几个字母？</p>',
      answerFormat: '3 个英文字母',
      solutionHtml: '<p>时针分别指向 1、3、5，对应 A、C、E，答案 <b>ACE</b>。</p>',
      taskId: 'P12',
      content: { kind: 'image', images: [{ src: clocksPicture(), alt: '三只钟，时针分别指向不同的数字', caption: '三只钟' }], canvas: false },
    },
  ],
  scratch: {
    outcomes: [
      { label: '0 步', weight: 70 },
      { label: '1 步', weight: 20 },
      { label: '2 步', weight: 10 },
    ],
  },
};
