import { encodePng } from './png';
import type { SheetWorkbook } from './sheets/model';
import type { SlideDeck } from './slides/model';
import type { ExamPaper } from './word/paper';

/**
 * Sample documents: what the tests write and read back, and what `tools/docgen-samples.mjs` renders to look at.
 * They cover the awkward cases on purpose (fractions, matrices, chemistry, a formula that cannot convert).
 */

/** A 160 × 120 PNG of a right triangle on white, standing in for a figure of a geometry question. */
export function sampleFigurePng(): Uint8Array {
  const w = 160;
  const h = 120;
  const px = new Uint8Array(w * h * 4).fill(255);
  const dot = (x: number, y: number) => {
    const i = (Math.round(y) * w + Math.round(x)) * 4;
    px[i] = 0;
    px[i + 1] = 0;
    px[i + 2] = 0;
  };
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
    for (let t = 0; t <= n; t += 1) dot(x0 + ((x1 - x0) * t) / n, y0 + ((y1 - y0) * t) / n);
  };
  line(20, 100, 140, 100);
  line(20, 100, 20, 20);
  line(20, 20, 140, 100);
  return encodePng(w, h, px);
}

/** An exam paper with choice, fill-in and solution questions, formulas and chemistry. */
export function samplePaper(): ExamPaper {
  return {
    title: '2026 学年第一学期九年级数学期中测试卷',
    subtitle: '考试时间：120 分钟　满分：120 分',
    notices: [
      '答题前，考生务必将自己的姓名、考号填写在密封线内。',
      '选择题每小题选出答案后，填在答题卡上。',
    ],
    groups: [
      {
        title: '一、选择题（每小题 3 分，共 12 分）',
        questions: [
          {
            stem: '方程 $x^2-5x+6=0$ 的根是（　　）',
            options: ['$x=2$', '$x=3$', '$x_1=2,x_2=3$', '$x_1=-2,x_2=-3$'],
          },
          {
            stem: '如图，在 $\\triangle ABC$ 中，$\\angle C=90^\\circ$，则 $\\sin A$ 等于（　　）',
            options: [
              '$\\frac{BC}{AB}$',
              '$\\frac{AC}{AB}$',
              '$\\frac{BC}{AC}$',
              '$\\frac{AC}{BC}$',
            ],
            image: {
              data: sampleFigurePng(),
              format: 'png',
              widthPx: 160,
              heightPx: 120,
              alt: '直角三角形 ABC',
            },
          },
          {
            stem: '下列化学方程式书写正确的是（　　）',
            options: [
              '$\\ce{2H2 + O2 -> 2H2O}$',
              '$\\ce{CaCO3 ->[高温] CaO + CO2 ^}$',
              '$\\ce{Fe + CuSO4 = FeSO4 + Cu}$',
              '$\\ce{SO4^2- + Ba^2+ = BaSO4 v}$',
            ],
          },
        ],
      },
      {
        title: '二、解答题（共 20 分）',
        questions: [
          {
            stem: '解方程组，并写出求根公式的推导过程：$$x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}$$',
            score: 8,
            answerLines: 3,
          },
          {
            stem: '已知矩阵 $A=\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}$，求 $\\sum_{i=1}^{n} i^2$ 与 $\\int_0^1 x^2\\,dx$ 的值。',
            score: 6,
            answerLines: 3,
          },
          {
            stem: '这个公式无法转换：$\\unknowncommand{x}$，应保留原文。',
            score: 6,
            answerLines: 2,
          },
        ],
      },
    ],
  };
}

/** A lesson deck: cover, bullets long enough to need a continuation slide, two columns, picture, table, notes. */
export function sampleDeck(): SlideDeck {
  const steps = Array.from(
    { length: 14 },
    (_, i) =>
      `第 ${i + 1} 步：观察勾股定理在直角三角形中的应用，记录三条边长 a、b、c 之间的关系并与同桌交流`,
  );
  return {
    title: '勾股定理',
    slides: [
      {
        type: 'title',
        title: '勾股定理（第一课时）',
        subtitle: '八年级数学 · 人教版',
        notes: '开场：提问学生是否见过直角三角形。',
      },
      {
        type: 'bullets',
        title: '学习目标',
        bullets: [
          '理解勾股定理的内容',
          { text: '会用面积法证明', level: 2 },
          '能用勾股定理解决实际问题',
        ],
        notes: '强调目标二是本课重点。',
      },
      { type: 'bullets', title: '探究活动', bullets: steps },
      {
        type: 'twoColumn',
        title: '定理与逆定理',
        left: {
          heading: '勾股定理',
          bullets: ['直角三角形两直角边的平方和等于斜边的平方', 'a² + b² = c²'],
        },
        right: { heading: '逆定理', bullets: ['三边满足 a² + b² = c² 的三角形是直角三角形'] },
      },
      {
        type: 'imageText',
        title: '看图说话',
        image: {
          data: sampleFigurePng(),
          format: 'png',
          widthPx: 160,
          heightPx: 120,
          alt: '直角三角形',
        },
        bullets: ['图中 ∠C = 90°', '量一量三边的长度'],
      },
      {
        type: 'table',
        title: '常见勾股数',
        header: true,
        rows: [
          ['a', 'b', 'c', '说明'],
          ...Array.from({ length: 16 }, (_, i) => {
            const k = i + 1;
            return [String(3 * k), String(4 * k), String(5 * k), `3、4、5 的 ${k} 倍`];
          }),
        ],
      },
    ],
  };
}

/** A class roster (班级名册) with a header, a gender list, scores and dates. */
export function sampleWorkbook(): SheetWorkbook {
  return {
    sheets: [
      {
        name: '八年级一班',
        columns: [
          { header: '学号', width: 12, format: 'text' },
          { header: '姓名', width: 10 },
          { header: '性别', width: 8, list: ['男', '女'] },
          { header: '数学成绩', width: 12, format: 'decimal1' },
          { header: '入学日期', width: 14, format: 'date' },
        ],
        rows: [
          ['20260101', '张三', '男', 96.5, new Date(Date.UTC(2025, 8, 1))],
          ['20260102', '李四', '女', 88, new Date(Date.UTC(2025, 8, 1))],
          ['20260103', '王小明', '男', null, null],
        ],
      },
    ],
  };
}
