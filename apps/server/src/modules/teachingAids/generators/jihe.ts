import type { AidContext } from './layout';
import { addSheetPage, CONTENT_LEFT, CONTENT_RIGHT, CONTENT_TOP, finishPages } from './layout';
import type { AidPage } from './pdf-kit';

type Point = [number, number];
/** A shape in a 100×100 box (origin bottom-left) and its name. */
interface Shape {
  name: string;
  draw: (page: AidPage, x: number, y: number) => void;
}

const CUT = { width: 0.9, dash: [4, 3], fill: 0.93 };
const poly =
  (points: Point[]): Shape['draw'] =>
  (page, x, y) =>
    page.polygon(
      points.map(([px, py]) => [x + px, y + py]),
      CUT,
    );

const SQUARE = poly([
  [10, 10],
  [90, 10],
  [90, 90],
  [10, 90],
]);
const RECTANGLE = poly([
  [0, 25],
  [100, 25],
  [100, 75],
  [0, 75],
]);
const TRIANGLE = poly([
  [5, 10],
  [95, 10],
  [50, 90],
]);
const RIGHT_TRIANGLE = poly([
  [10, 10],
  [90, 10],
  [10, 80],
]);
const OBTUSE_TRIANGLE = poly([
  [0, 15],
  [100, 15],
  [20, 60],
]);
const PARALLELOGRAM = poly([
  [0, 20],
  [75, 20],
  [100, 80],
  [25, 80],
]);
const TRAPEZOID = poly([
  [0, 20],
  [100, 20],
  [72, 80],
  [22, 80],
]);
const CIRCLE: Shape['draw'] = (page, x, y) => page.circle(x + 50, y + 50, 42, CUT);
const sectors: Shape['draw'] = (page, x, y) => {
  page.circle(x + 50, y + 50, 45, CUT);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 8;
    page.line(
      x + 50 - 45 * Math.cos(a),
      y + 50 - 45 * Math.sin(a),
      x + 50 + 45 * Math.cos(a),
      y + 50 + 45 * Math.sin(a),
      { width: 0.5, dash: [2, 2] },
    );
  }
};
const cubeNet: Shape['draw'] = (page, x, y) => {
  const s = 24;
  const cells: Point[] = [
    [1, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 1],
    [1, 2],
  ];
  for (const [cx, cy] of cells)
    page.rect(x + cx * s, y + 14 + cy * s, s, s, { width: 0.8, dash: [4, 3], fill: 0.93 });
};
const angle =
  (degrees: number): Shape['draw'] =>
  (page, x, y) => {
    const r = (degrees * Math.PI) / 180;
    page.line(x + 10, y + 15, x + 95, y + 15, { width: 1.4 });
    page.line(x + 10, y + 15, x + 10 + 80 * Math.cos(r), y + 15 + 80 * Math.sin(r), { width: 1.4 });
    page.circle(x + 10, y + 15, 2, { fill: 0 });
  };
const tangram: Shape['draw'] = (page, x, y) => {
  const s = 100;
  const p = (px: number, py: number): Point => [x + px * s, y + py * s];
  const pieces: Point[][] = [
    [p(0, 0), p(1, 0), p(0.5, 0.5)],
    [p(0, 0), p(0.5, 0.5), p(0, 1)],
    [p(1, 1), p(0.5, 1), p(1, 0.5)],
    [p(0, 1), p(0.25, 0.75), p(0.5, 1)],
    [p(0.25, 0.75), p(0.5, 0.5), p(0.75, 0.75), p(0.5, 1)],
    [p(0.5, 0.5), p(0.75, 0.25), p(0.75, 0.75)],
    [p(0.75, 0.25), p(1, 0), p(1, 0.5), p(0.75, 0.75)],
  ];
  for (const piece of pieces) page.polygon(piece, { width: 0.9, dash: [4, 3], fill: 0.93 });
};

/** What each grade cuts out (图形的认识 → 角 → 周长 → 四边形 → 面积与展开图 → 圆). */
const SHAPES: Record<number, { topic: string; shapes: Shape[] }> = {
  1: {
    topic: '认识平面图形',
    shapes: [
      { name: '长方形', draw: RECTANGLE },
      { name: '正方形', draw: SQUARE },
      { name: '三角形', draw: TRIANGLE },
      { name: '圆', draw: CIRCLE },
      { name: '七巧板', draw: tangram },
      { name: '平行四边形', draw: PARALLELOGRAM },
    ],
  },
  2: {
    topic: '认识角',
    shapes: [
      { name: '直角', draw: angle(90) },
      { name: '锐角', draw: angle(50) },
      { name: '钝角', draw: angle(130) },
      { name: '三角尺（直角）', draw: RIGHT_TRIANGLE },
      { name: '七巧板', draw: tangram },
      { name: '正方形（折出直角）', draw: SQUARE },
    ],
  },
  3: {
    topic: '长方形和正方形的周长',
    shapes: [
      { name: '长方形', draw: RECTANGLE },
      { name: '正方形', draw: SQUARE },
      { name: '七巧板', draw: tangram },
      { name: '平行四边形', draw: PARALLELOGRAM },
      { name: '三角形', draw: TRIANGLE },
      { name: '圆', draw: CIRCLE },
    ],
  },
  4: {
    topic: '三角形的分类、平行四边形和梯形',
    shapes: [
      { name: '锐角三角形', draw: TRIANGLE },
      { name: '直角三角形', draw: RIGHT_TRIANGLE },
      { name: '钝角三角形', draw: OBTUSE_TRIANGLE },
      { name: '平行四边形', draw: PARALLELOGRAM },
      { name: '梯形', draw: TRAPEZOID },
      { name: '长方形', draw: RECTANGLE },
    ],
  },
  5: {
    topic: '多边形的面积、正方体展开图',
    shapes: [
      { name: '平行四边形（剪拼成长方形）', draw: PARALLELOGRAM },
      { name: '三角形（两个拼成平行四边形）', draw: TRIANGLE },
      { name: '三角形', draw: TRIANGLE },
      { name: '梯形（两个拼成平行四边形）', draw: TRAPEZOID },
      { name: '梯形', draw: TRAPEZOID },
      { name: '正方体展开图', draw: cubeNet },
    ],
  },
  6: {
    topic: '圆的面积、圆柱与圆锥',
    shapes: [
      { name: '圆（剪成16份拼成近似长方形）', draw: sectors },
      { name: '圆', draw: CIRCLE },
      { name: '圆柱的底面', draw: CIRCLE },
      { name: '圆柱的侧面（长方形）', draw: RECTANGLE },
      { name: '正方体展开图', draw: cubeNet },
      { name: '扇形与三角形对比', draw: TRIANGLE },
    ],
  },
};

/** 几何图形剪纸教具: the grade's shapes in a 2×3 layout with dashed cut lines and names. */
export function jihe(ctx: AidContext): void {
  const spec = SHAPES[ctx.grade] ?? SHAPES[1];
  if (!spec) return;
  const page = addSheetPage(ctx, `${ctx.versionName}${ctx.gradeName} · ${spec.topic} · 沿虚线剪下`);
  const cellWidth = (CONTENT_RIGHT - CONTENT_LEFT) / 2;
  const scale = 1;
  spec.shapes.forEach((shape, i) => {
    const x = CONTENT_LEFT + (i % 2) * cellWidth + (cellWidth - 100 * scale) / 2;
    const y = CONTENT_TOP - 170 - Math.floor(i / 2) * 200;
    shape.draw(page, x, y + 24);
    page.text(shape.name, x + 50, y, { size: 11, align: 'center' });
  });
  page.text('剪下后比一比、拼一拼：说说每个图形有几条边、几个角。', CONTENT_LEFT, 80, {
    size: 10.5,
    gray: 0.3,
  });
  finishPages(ctx, [page]);
}
