import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { check, dragSeat, NAMES, openSeededClass, post, teacher, VIEWPORTS } from './classroomPage';

const browser = useBrowser();
const ROSTER_WITH_ERRORS = '学号,姓名,性别\n01,张一,男\n02,,女\n01,王三,男\n';
const ROSTER =
  '学号,姓名,性别,备注\n01,张一,男,\n02,李二,女,近视\n03,王三,男,\n04,赵四,女,\n05,钱五,男,\n';

describe('class management (班级管理)', () => {
  it.each(VIEWPORTS)(
    'creates a class and imports a roster with a preview of row errors at $name px',
    async ({ name, viewport, phone }) => {
      const page = await browser.newPage(viewport, phone);
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      const token = await teacher();
      await page.goto(`${baseUrl}/sso?token=${token}`);
      await page.getByTestId('user-name').waitFor();
      await page.goto(`${baseUrl}/classroom/index`);
      const main = page.locator('main');
      await main.getByText('还没有班级').waitFor();
      await check(page, `empty ${name}`);

      // Create a class.
      await main.getByRole('button', { name: '新建班级' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('班级名称').fill('初一（3）班');
      await dialog.getByLabel('年级').selectOption({ label: '初一' });
      await dialog.getByLabel('任教学科').selectOption({ label: '数学' });
      await dialog.getByRole('button', { name: '保存' }).click();
      await main.getByRole('heading', { name: '初一（3）班' }).waitFor();
      expect(await main.textContent()).toContain('初一 · 数学');

      // Import: a file with errors is previewed row by row and cannot be confirmed.
      await main.getByRole('button', { name: '导入名单' }).click();
      const importer = page.getByRole('dialog', { name: '导入学生名单' });
      const file = importer.locator('input[type="file"]');
      await file.setInputFiles({
        name: '名单.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(ROSTER_WITH_ERRORS),
      });
      await importer.getByText('其中 2 行有错误').waitFor();
      expect(await importer.textContent()).toContain('姓名为空');
      expect(await importer.textContent()).toContain('重复学号（与第 2 行相同）');
      const confirm = importer.getByRole('button', { name: /确认导入/ });
      expect(await confirm.isDisabled()).toBe(true);
      await check(page, `preview ${name}`);
      await shot('preview');
      await file.setInputFiles({
        name: '名单2.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(ROSTER),
      });
      await importer.getByText('共 5 行，没有发现错误').waitFor();
      await importer.getByRole('button', { name: '确认导入 5 名学生' }).click();
      await page.getByText('已导入 5 名学生').waitFor();
      await main.getByRole('cell', { name: '钱五', exact: true }).waitFor();
      expect(await main.getByRole('row').count()).toBe(6);
      await check(page, `students ${name}`);
      await shot('students');

      expect(await main.textContent()).not.toMatch(/第\s*\d+\s*名|名次/);
      // The home card counts the class and its students.
      const cards = (await (
        await fetch(`${baseUrl}/v1/home/cards`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token': token },
          body: '{}',
        })
      ).json()) as { data: { cardInfo: { classInfo: unknown } } };
      expect(cards.data.cardInfo.classInfo).toEqual({ classTotal: 1, personTotal: 5 });
    },
  );

  it.each(VIEWPORTS)(
    'arranges seats by keyboard, calls a name, and keeps notes for the comment at $name px',
    async ({ name, viewport, phone }) => {
      const page = await browser.newPage(viewport, phone);
      const main = await openSeededClass(page, '初一（5）班');
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      // Seating: arrange by number, then swap two seats with the keyboard and save.
      await main.getByRole('tab', { name: '座位表' }).click();
      await main.getByRole('button', { name: '按学号排' }).click();
      const first = main.getByRole('button', { name: '第 1 排第 1 列：张一' });
      await first.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await main.getByRole('button', { name: '第 1 排第 1 列：李二' }).waitFor();
      await main.getByRole('button', { name: '第 1 排第 2 列：张一' }).waitFor();
      // Then a second row, and drag 张一 with the mouse onto its empty first seat, then onto 王三
      // (the mouse only where there is one: the phone run keeps the keyboard swap above).
      await main.getByLabel('行数').fill('2');
      if (!phone) {
        await dragSeat(page, main, '第 1 排第 2 列：张一', '第 2 排第 1 列：空座');
        await main.getByRole('button', { name: '第 2 排第 1 列：张一' }).waitFor();
        await main.getByRole('button', { name: '第 1 排第 2 列：空座' }).waitFor();
        await dragSeat(page, main, '第 2 排第 1 列：张一', '第 1 排第 3 列：王三');
        await main.getByRole('button', { name: '第 1 排第 3 列：张一' }).waitFor();
        await main.getByRole('button', { name: '第 2 排第 1 列：王三' }).waitFor();
      }
      await main.getByRole('button', { name: '保存座位表' }).click();
      await page.getByText('保存成功').first().waitFor();
      await check(page, `seating ${name}`);
      await shot('seating');

      // Roll call: a name of the class.
      await main.getByRole('tab', { name: '课堂点名' }).click();
      await main.getByRole('button', { name: '随机点名' }).click();
      const called = await main.getByTestId('rollcall-name').textContent();
      expect(['张一', '李二', '王三', '赵四', '钱五']).toContain(called);
      expect(await main.textContent()).toContain('本轮还有 4 人未点到');
      await check(page, `roll call ${name}`);

      // Observations and the offline 期末评语 skeleton made of them.
      await main.getByRole('tab', { name: '观察与评语' }).click();
      await main.getByLabel('记录内容').fill('上课积极发言');
      await main.getByRole('button', { name: '记下' }).click();
      await main.getByRole('button', { name: '删除记录：上课积极发言' }).waitFor();
      const comment = main.getByLabel('张一的期末评语');
      expect(await comment.inputValue()).toContain('张一同学：这学期你上课积极发言。');
      expect(await main.textContent()).toContain('需要配置大模型');
      await check(page, `comments ${name}`);
      await shot('comments');
    },
  );

  it.each(VIEWPORTS)(
    'enters scores like a spreadsheet and reads the statistics at $name px',
    async ({ name, viewport, phone }) => {
      const page = await browser.newPage(viewport, phone);
      // An earlier exam through the API, for 成绩走势: 90, 70, 65, 50, 85 of 100 → 72%, 及格 4 of
      // 5, 优秀 (≥ 85) 2 of 5.
      const main = await openSeededClass(page, '初二（1）班', async (token, classId) => {
        const { examId } = (await post(token, '/v1/class/exam/save', {
          classId,
          name: '开学摸底',
          examDate: '2026-09-30',
          fullScore: 100,
          passScore: 60,
          excellentScore: 85,
        })) as unknown as { examId: number };
        const { students } = (await post(token, '/v1/class/detail', { classId })) as unknown as {
          students: { studentId: number }[];
        };
        await post(token, '/v1/class/exam/scores', {
          examId,
          scores: students.map((s, i) => ({
            studentId: s.studentId,
            score: [90, 70, 65, 50, 85][i],
          })),
        });
      });
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      // Scores: an exam, typed and pasted scores, a refused one, then the statistics.
      await main.getByRole('tab', { name: '成绩' }).click();
      await main.getByRole('button', { name: '新建考试' }).click();
      const examDialog = page.getByRole('dialog');
      await examDialog.getByLabel('考试名称').fill('第一次月考');
      // The new exam's detail and the class's trend follow the save: typing starts once both
      // have arrived, so neither lands on half-typed scores.
      const settled = Promise.all(
        ['/v1/class/exam/detail', '/v1/class/exam/trend'].map((path) =>
          page.waitForResponse((r) => new URL(r.url()).pathname === path),
        ),
      );
      await examDialog.getByRole('button', { name: '保存' }).click();
      await settled;
      const cell = (student: string) => main.getByLabel(`${student}的分数`);
      await cell('张一').waitFor();
      await cell('张一').fill('120');
      await main.getByText('分数应在 0 到 100 之间').waitFor();
      expect(await main.getByRole('button', { name: '保存成绩' }).isDisabled()).toBe(true);
      await cell('张一').fill('95');
      await page.keyboard.press('Enter');
      expect(await cell('李二').evaluate((el) => el === document.activeElement)).toBe(true);
      // A column pasted from Excel fills down from the focused cell.
      await cell('李二').evaluate((el) => {
        const data = new DataTransfer();
        data.setData('text/plain', '82\r\n76\r\n58\r\n');
        el.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      });
      expect(await cell('赵四').inputValue()).toBe('58');
      expect(await cell('钱五').inputValue()).toBe('');
      await main.getByRole('button', { name: '保存成绩' }).click();
      await page.getByText('成绩已保存').waitFor();
      const stats = main.getByTestId('score-stats');
      // 95, 82, 76, 58 and one without a score: worked out by hand.
      await stats.getByText('77.75').waitFor();
      const text = (await stats.textContent()) ?? '';
      expect(text).toContain('4 人（1 人无成绩）');
      expect(text).toContain('79');
      expect(text).toContain('95 / 58');
      expect(text).toContain('75%');
      expect(text).toContain('25%');
      // The pass line is editable: at 80 the pass rate is 50%.
      await main.getByLabel('及格线').fill('80');
      await stats.getByText('50%').waitFor();
      // The bands as a histogram (echarts, loaded with the statistics), read out in words.
      const histogram = main.getByTestId('score-histogram');
      await histogram.locator('svg').waitFor();
      expect(await histogram.getAttribute('aria-label')).toBe(
        '分数段分布：0–60 分 1 人，60–70 分 0 人，70–80 分 1 人，80–90 分 1 人，90–100 分 1 人',
      );
      // 成绩走势: the earlier exam, then this one against its saved lines (77.75 of 100; 及格 3 of
      // 4; 优秀 1 of 4), oldest first.
      const trend = main.getByTestId('score-trend');
      await trend.locator('svg').waitFor();
      // The trend is fetched again after the save: wait for the figures of the saved scores.
      await main.locator('[data-testid="score-trend"][aria-label$="优秀率 25%"]').waitFor();
      expect(await trend.getAttribute('aria-label')).toMatch(
        /开学摸底（2026-09-30）得分率 72%，及格率 80%，优秀率 40%；第一次月考（\d{4}-\d{2}-\d{2}）得分率 77\.8%，及格率 75%，优秀率 25%$/,
      );
      await main.getByText('查看各次考试数据').click();
      await main.getByRole('cell', { name: '77.75 / 100' }).waitFor();
      await check(page, `scores ${name}`);
      await shot('scores');
    },
  );

  it.each(VIEWPORTS)(
    'writes, edits and exports the class’s 期末评语 by hand without a model at $name px',
    async ({ name, viewport, phone }) => {
      const page = await browser.newPage(viewport, phone);
      const main = await openSeededClass(page, '初一（6）班');
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      await main.getByRole('tab', { name: '观察与评语' }).click();
      const batch = main.getByRole('region', { name: '全班期末评语' });
      // Without a model the batch says so and cannot start; nothing to export yet.
      await batch.getByText('批量生成期末评语需要配置大模型').waitFor();
      expect(await batch.getByRole('button', { name: '生成全班评语' }).isDisabled()).toBe(true);
      expect(await batch.getByRole('button', { name: '导出 Word' }).isDisabled()).toBe(true);
      expect(await batch.textContent()).toContain('已写评语 0 / 5 名学生');

      // The teacher writes 李二's comment and saves it; the list shows it as the teacher's.
      await batch.getByRole('button', { name: /^李二/ }).click();
      const editor = main.getByLabel('李二的期末评语');
      await editor.fill('李二同学：这学期你认真完成每一次作业，希望新学期更大胆地发言。');
      await main.getByRole('button', { name: '保存评语' }).click();
      await page.getByText('保存成功').first().waitFor();
      await batch.getByText('已写评语 1 / 5 名学生').waitFor();
      expect(await batch.getByRole('button', { name: /^李二/ }).textContent()).toContain(
        '老师填写',
      );
      // Edited again: the saved text replaces the old one.
      await editor.fill('李二同学：认真完成每一次作业，新学期更大胆地发言！');
      await main.getByRole('button', { name: '保存评语' }).click();
      await batch.getByText('认真完成每一次作业，新学期更大胆地发言！').waitFor();
      await check(page, `batch comments ${name}`);
      await shot('batch-comments');

      // Exported to Word: a real download of a .docx holding the comment.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        batch.getByRole('button', { name: '导出 Word' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('初一（6）班-期末评语.docx');
      const path = join(tmpdir(), `comments-${name}-${Date.now()}.docx`);
      await download.saveAs(path);
      const bytes = await readFile(path);
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      expect(await main.textContent()).not.toMatch(/第\s*\d+\s*名|名次|排名第/);
    },
    90_000,
  );

  it.each(VIEWPORTS)(
    'lets a co-teacher join by the invite link with a co-teacher’s rights at $name px',
    async ({ name, viewport, phone }) => {
      const owner = await teacher();
      const { classId } = await post(owner, '/v1/class/create', { name: '初三（2）班', grade: 9 });
      await post(owner, '/v1/class/roster/import', {
        classId,
        students: NAMES.map((n, i) => ({ name: n, number: `0${i + 1}` })),
      });
      const invite = (await post(owner, '/v1/class/teacher/invite', { classId })) as unknown as {
        code: string;
      };
      const page = await browser.newPage(viewport, phone);
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      const co = await teacher();
      await page.goto(`${baseUrl}/sso?token=${co}`);
      await page.getByTestId('user-name').waitFor();
      await page.goto(`${baseUrl}/classroom/index?invite=${invite.code}`);
      const dialog = page.getByRole('dialog', { name: '加入班级' });
      expect(await dialog.getByLabel('邀请码').inputValue()).toBe(invite.code);
      await check(page, `join ${name}`);
      await dialog.getByRole('button', { name: '加入' }).click();
      await page.getByText('已加入“初三（2）班”').waitFor();
      const main = page.locator('main');
      await main.getByRole('heading', { name: '初三（2）班' }).waitFor();
      await main.getByText('您是本班的任课老师').waitFor();
      // A co-teacher sees the students but neither edits nor deletes the class.
      expect(await main.getByRole('button', { name: '删除班级' }).count()).toBe(0);
      await main.getByRole('tab', { name: '任课老师' }).click();
      const team = main.getByRole('region', { name: '老师名单' }).getByRole('listitem');
      await team.nth(1).waitFor();
      expect(await team.count()).toBe(2);
      expect(await team.nth(0).textContent()).toMatch(/班主任$/);
      expect(await team.nth(1).textContent()).toContain('任课老师');
      expect(await main.getByRole('button', { name: '生成邀请码' }).count()).toBe(0);
      await main.getByRole('button', { name: '退出班级' }).waitFor();
      await check(page, `co-teacher ${name}`);
      await shot('co-teacher');
      // The server refuses what the page hides.
      const refused = await fetch(`${baseUrl}/v1/class/delete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': co },
        body: JSON.stringify({ classId }),
      });
      expect(((await refused.json()) as { code: number }).code).toBe(40003);
    },
    90_000,
  );

  it.each(VIEWPORTS)(
    'keeps two students apart and one in front when arranging, and says when it cannot at $name px',
    async ({ name, viewport, phone }) => {
      const page = await browser.newPage(viewport, phone);
      const main = await openSeededClass(page, '初一（7）班');
      const shot = (step: string) =>
        page.screenshot({ path: join(tmpdir(), `classroom-${step}-${name}.png`), fullPage: true });
      await main.getByRole('tab', { name: '座位表' }).click();
      await main.getByText(/^排座规则/).click();
      // 张一 and 李二 sit side by side by 学号; 钱五 (学号 5) belongs in the front row.
      await main.getByLabel('分开坐的第一名学生').selectOption({ label: '张一' });
      await main.getByLabel('分开坐的第二名学生').selectOption({ label: '李二' });
      await main.getByRole('button', { name: '添加分开坐' }).click();
      await main.getByLabel('坐前排的学生').selectOption({ label: '钱五' });
      await main.getByRole('button', { name: '添加坐前排' }).click();
      await main.getByLabel('前排指前').selectOption('1');
      // 1 row of 6 would hold everyone in front: make it 3 × 2 so only two sit in front.
      await main.getByLabel('行数').fill('3');
      await main.getByLabel('列数').fill('2');
      await main.getByRole('button', { name: '按学号排' }).click();
      const seat = (r: number, c: number) =>
        main.getByRole('button', { name: new RegExp(`^第 ${r} 排第 ${c} 列：`) });
      const nameAt = async (r: number, c: number) =>
        ((await seat(r, c).getAttribute('aria-label')) ?? '').replace(/^.*：/, '');
      const front = [await nameAt(1, 1), await nameAt(1, 2)];
      expect(front).toContain('钱五');
      const grid: string[][] = [];
      for (let r = 1; r <= 3; r++) grid.push([await nameAt(r, 1), await nameAt(r, 2)]);
      const where = (n: string) => {
        const r = grid.findIndex((row) => row.includes(n));
        return [r, grid[r]?.indexOf(n) ?? -1] as const;
      };
      const [r1, c1] = where('张一');
      const [r2, c2] = where('李二');
      expect(Math.max(Math.abs(r1 - r2), Math.abs(c1 - c2))).toBeGreaterThan(1);
      expect((await main.getByTestId('seating-rules').textContent())?.trim()).toBe('');
      await main.getByRole('button', { name: '保存座位表' }).click();
      await page.getByText('保存成功').first().waitFor();
      await check(page, `seating rules ${name}`);
      await shot('seating-rules');

      // Three front students for two front seats cannot all be met: the page says so.
      for (const n of ['赵四', '王三']) {
        await main.getByLabel('坐前排的学生').selectOption({ label: n });
        await main.getByRole('button', { name: '添加坐前排' }).click();
      }
      await main.getByRole('button', { name: '随机排' }).click();
      await main
        .getByText('需要坐在前 1 排的学生有 3 人，但前 1 排只有 2 个座位', { exact: false })
        .waitFor();
    },
    90_000,
  );
});
