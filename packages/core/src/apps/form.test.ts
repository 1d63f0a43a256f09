import { describe, expect, it } from 'vitest';
import { formSummary, parseFormSummary } from './form';

const fields = [
  { key: 'period', label: '学段' },
  { key: 'topic', label: '课题' },
  { key: 'lessons', label: '课时' },
  { key: 'notes', label: '补充说明' },
];

describe(formSummary, () => {
  it('writes the app and each filled field in form order, leaving empty ones and unknown keys out', () => {
    const text = formSummary('教案生成', fields, {
      lessons: 2,
      topic: ' 秋天的雨 ',
      period: '小学',
      notes: '  ',
      extra: 'x',
    });
    expect(text).toBe('【教案生成】\n学段：小学\n课题：秋天的雨\n课时：2');
  });

  it('is read back as a card; a typed question is not one', () => {
    expect(parseFormSummary('【教案生成】\n学段：小学\n课题：秋天的雨')).toEqual({
      app: '教案生成',
      rows: [
        ['学段', '小学'],
        ['课题', '秋天的雨'],
      ],
    });
    expect(parseFormSummary('教案生成怎么用？')).toBeNull();
    expect(parseFormSummary('【注意】\n这一行没有冒号')).toBeNull();
  });
});
