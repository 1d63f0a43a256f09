import type { ClassDetail } from '@aita/api';
import { SEATING_APART_MAX, type SeatingRules } from '@aita/core';
import { Button } from '@aita/ui';
import { useState } from 'react';

/**
 * 排座规则 (docs/classroom.md "Seating"): pairs kept apart and students kept in the front rows;
 * auto-arrange follows them and they are saved with the chart.
 */
export function SeatingRulesForm({
  students,
  rules,
  setRules,
  nameOf,
}: {
  students: ClassDetail['students'];
  rules: SeatingRules;
  setRules: (rules: SeatingRules) => void;
  nameOf: (id: number) => string;
}) {
  const [pairA, setPairA] = useState<number | ''>('');
  const [pairB, setPairB] = useState<number | ''>('');
  const [frontPick, setFrontPick] = useState<number | ''>('');
  const addPair = () => {
    if (pairA === '' || pairB === '' || pairA === pairB) return;
    const exists = rules.apart.some(
      ([a, b]) => (a === pairA && b === pairB) || (a === pairB && b === pairA),
    );
    if (!exists) setRules({ ...rules, apart: [...rules.apart, [pairA, pairB]] });
    setPairA('');
    setPairB('');
  };
  const addFront = () => {
    if (frontPick === '' || rules.front.includes(frontPick)) return;
    setRules({ ...rules, front: [...rules.front, frontPick] });
    setFrontPick('');
  };
  const studentSelect = (label: string, value: number | '', onChange: (v: number | '') => void) => (
    <select
      aria-label={label}
      className="h-8 rounded-lg border border-line px-2 text-sm"
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
    >
      <option value="">选择学生</option>
      {students.map((s) => (
        <option key={s.studentId} value={s.studentId}>
          {s.name}
        </option>
      ))}
    </select>
  );

  return (
    <details className="seating-controls mb-3 rounded-lg border border-line p-2 text-sm">
      <summary className="cursor-pointer font-medium text-ink">
        排座规则（分开坐 {rules.apart.length} 对，坐前排 {rules.front.length} 人）
      </summary>
      <div className="mt-2 space-y-3">
        <fieldset className="space-y-1">
          <legend className="text-ink-soft">不要坐在一起（前后左右和斜对角都不相邻）</legend>
          <div className="flex flex-wrap items-center gap-2">
            {studentSelect('分开坐的第一名学生', pairA, setPairA)}
            {studentSelect('分开坐的第二名学生', pairB, setPairB)}
            <Button
              size="sm"
              variant="secondary"
              disabled={
                pairA === '' ||
                pairB === '' ||
                pairA === pairB ||
                rules.apart.length >= SEATING_APART_MAX
              }
              onClick={addPair}
            >
              添加分开坐
            </Button>
          </div>
          <ul className="flex flex-wrap gap-2">
            {rules.apart.map(([a, b]) => (
              <li key={`${a}-${b}`} className="flex items-center gap-1 rounded bg-canvas px-2">
                {nameOf(a)} ↔ {nameOf(b)}
                <button
                  type="button"
                  className="px-1 text-ink-soft"
                  aria-label={`删除规则：${nameOf(a)}和${nameOf(b)}分开坐`}
                  onClick={() =>
                    setRules({
                      ...rules,
                      apart: rules.apart.filter(([x, y]) => !(x === a && y === b)),
                    })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className="space-y-1">
          <legend className="text-ink-soft">坐在前排</legend>
          <div className="flex flex-wrap items-center gap-2">
            {studentSelect('坐前排的学生', frontPick, setFrontPick)}
            <Button size="sm" variant="secondary" disabled={frontPick === ''} onClick={addFront}>
              添加坐前排
            </Button>
            <label className="flex items-center gap-1">
              前排指前
              <select
                className="h-8 rounded-lg border border-line px-2"
                value={rules.frontRows}
                onChange={(e) => setRules({ ...rules, frontRows: Number(e.target.value) })}
              >
                {[1, 2, 3].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              排
            </label>
          </div>
          <ul className="flex flex-wrap gap-2">
            {rules.front.map((id) => (
              <li key={id} className="flex items-center gap-1 rounded bg-canvas px-2">
                {nameOf(id)}
                <button
                  type="button"
                  className="px-1 text-ink-soft"
                  aria-label={`删除规则：${nameOf(id)}坐前排`}
                  onClick={() => setRules({ ...rules, front: rules.front.filter((x) => x !== id) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="text-xs text-ink-soft">
          “按学号排”和“随机排”会遵守这些规则；规则随座位表一起保存。
        </p>
      </div>
    </details>
  );
}
