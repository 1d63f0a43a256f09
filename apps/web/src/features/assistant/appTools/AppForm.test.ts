import type { AppFormField } from '@aita/core';
import { describe, expect, it } from 'vitest';
import { formErrors, initialValue } from './AppForm';

const period: AppFormField = {
  key: 'period',
  label: '学段',
  type: 'select',
  options: ['小学', '初中', '高中'],
  required: true,
  profileDefault: 'period',
};
const lessons: AppFormField = {
  key: 'lessons',
  label: '课时',
  type: 'number',
  min: 1,
  max: 6,
  default: 1,
};
const topic: AppFormField = {
  key: 'topic',
  label: '课题',
  type: 'text',
  required: true,
  maxLength: 4,
};

describe(initialValue, () => {
  it('takes the values given, else the profile when it is an option, else the default', () => {
    expect(initialValue(period, { period: '高中' }, { periodName: '初中' })).toBe('高中');
    expect(initialValue(period, null, { periodName: '初中' })).toBe('初中');
    expect(initialValue(period, null, { periodName: '大学' })).toBe('');
    expect(initialValue(lessons, null, null)).toBe('1');
    expect(initialValue(topic, null, null)).toBe('');
  });
});

describe(formErrors, () => {
  it('names the field as the server does: required, number range, length', () => {
    expect(
      formErrors([period, lessons, topic], { period: '', lessons: '9', topic: '一二三四五' }),
    ).toEqual({
      period: '请填写学段',
      lessons: '课时应为 1 到 6 的整数',
      topic: '课题最多 4 字',
    });
    expect(
      formErrors([period, lessons, topic], { period: '初中', lessons: '', topic: '方程' }),
    ).toEqual({});
  });
});
