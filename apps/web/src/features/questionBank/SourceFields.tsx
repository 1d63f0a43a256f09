import { QUESTION_YEAR_MIN, REGIONS } from '@aita/core';

/** A question's source: 来源 text, 年份 and 地区 ('' for none). */
export interface SourceValue {
  source: string;
  year: number;
  region: string;
}

/** 来源, 年份 and 地区 of the editor (the 年份/地区 filters read them; docs/questionBank.md). */
export function SourceFields({
  value,
  onChange,
  className,
}: {
  value: SourceValue;
  onChange: (value: SourceValue) => void;
  className: string;
}) {
  const now = new Date().getFullYear();
  const years = Array.from({ length: now - QUESTION_YEAR_MIN + 1 }, (_, i) => now - i);
  const label = 'mb-1 block text-[13px] font-medium text-ink';
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-[2fr_1fr_1fr]">
      <label>
        <span className={label}>来源</span>
        <input
          className={className}
          value={value.source}
          maxLength={100}
          placeholder="原创，或如 2025年浙江省中考"
          onChange={(e) => onChange({ ...value, source: e.target.value })}
        />
      </label>
      <label>
        <span className={label}>年份</span>
        <select
          className={className}
          value={value.year}
          onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}
        >
          {(years.includes(value.year) ? years : [value.year, ...years]).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className={label}>地区</span>
        <select
          className={className}
          value={value.region}
          onChange={(e) => onChange({ ...value, region: e.target.value })}
        >
          <option value="">未设置</option>
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
