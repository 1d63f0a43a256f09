import { describe, expect, it } from 'vitest';
import { buildRosterPreview, guessRosterMapping, parseGender, rosterProblems } from './roster';

describe(guessRosterMapping, () => {
  it('reads the headers of 学籍系统 and WPS rosters', () => {
    expect(guessRosterMapping(['序号', '学生姓名', '性 别', '学籍号'])).toEqual({
      number: 0,
      name: 1,
      gender: 2,
    });
    expect(guessRosterMapping(['学号', '姓名', '备注'])).toEqual({ number: 0, name: 1, notes: 2 });
    expect(guessRosterMapping(['甲', '乙'])).toEqual({});
  });
});

describe(buildRosterPreview, () => {
  it('marks 姓名为空 and 重复学号 per row, and leaves out empty rows', () => {
    const rows = [
      ['学号', '姓名', '性别'],
      ['01', '张三', '男'],
      ['02', '', '女'],
      ['01', '李四', ''],
      ['', '', ''],
      ['03', '王五', '未知'],
      ['05', '赵六', 'F'],
    ];
    const preview = buildRosterPreview(
      rows,
      { number: 0, name: 1, gender: 2 },
      {
        hasHeader: true,
        existingNumbers: ['05'],
      },
    );
    expect(preview.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['姓名为空']],
      [4, ['重复学号（与第 2 行相同）']],
      [6, ['性别应为“男”或“女”，可留空']],
      [7, ['重复学号（班级中已有）']],
    ]);
    expect(preview.errorCount).toBe(4);
    expect(preview.rows[0]?.student).toEqual({
      name: '张三',
      number: '01',
      gender: 'm',
      notes: '',
    });
    expect(preview.rows[4]?.student.gender).toBe('f');
  });
});

describe(rosterProblems, () => {
  it('refuses a confirmed list with the same rules', () => {
    expect(rosterProblems([{ name: '甲', number: '1', gender: null, notes: '' }])).toEqual([]);
    expect(
      rosterProblems([
        { name: '甲', number: '1', gender: null, notes: '' },
        { name: '乙', number: '1', gender: 'f', notes: '' },
        { name: '', number: null, gender: null, notes: '' },
      ]),
    ).toEqual(['第 2 个：重复学号（与第 1 行相同）', '姓名为空']);
  });
});

describe(parseGender, () => {
  it('reads 男/女 and leaves empty as unknown', () => {
    expect(parseGender(' 女 ')).toBe('f');
    expect(parseGender('')).toBeNull();
    expect(parseGender('x')).toBeUndefined();
  });
});
