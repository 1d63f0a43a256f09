import type { CoursewareFormInput } from '@aita/api';
import {
  COURSEWARE_LESSON_NO_MAX,
  COURSEWARE_PERIODS,
  COURSEWARE_SUBJECTS,
  COURSEWARE_THEMES,
  COURSEWARE_TOPIC_MAX,
  defaultThemeId,
  LESSON_TYPES,
  LESSON_TYPE_NAMES,
  lessonNoName,
  TEXTBOOK_VERSIONS,
  type CoursewarePeriod,
  type CoursewareSubject,
  type LessonType,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useState, type FormEvent } from 'react';

const field = 'flex flex-col gap-1 text-[14px] text-ink';
const control =
  'rounded-lg border border-line bg-surface px-3 py-2 text-[15px] text-ink focus:outline-2 focus:outline-primary-500';

/** Step 0: 学段, 学科, 教材版本, 课题, 课时, 课型 and the theme. */
export function FormStep({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (form: CoursewareFormInput) => void;
}) {
  const [period, setPeriod] = useState<CoursewarePeriod>('初中');
  const [subject, setSubject] = useState<CoursewareSubject>('数学');
  const [textbookVersion, setVersion] = useState<string>('人教版');
  const [topic, setTopic] = useState('');
  const [lessonNo, setLessonNo] = useState(1);
  const [lessonType, setLessonType] = useState<LessonType>('new');
  const [themeId, setThemeId] = useState(defaultThemeId('初中', '数学'));
  const [themeTouched, setThemeTouched] = useState(false);
  const [error, setError] = useState('');
  const suggest = (p: CoursewarePeriod, s: CoursewareSubject) => {
    if (!themeTouched) setThemeId(defaultThemeId(p, s));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!topic.trim()) {
      setError('请填写课题');
      return;
    }
    setError('');
    onSubmit({
      period,
      subject,
      textbookVersion,
      topic: topic.trim(),
      lessonNo,
      lessonType,
      themeId,
    });
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-5 rounded-xl border border-line bg-surface p-4 md:p-6"
      aria-label="课件信息"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <label className={field}>
          学段
          <select
            className={control}
            value={period}
            onChange={(e) => {
              const p = e.target.value as CoursewarePeriod;
              setPeriod(p);
              suggest(p, subject);
            }}
          >
            {COURSEWARE_PERIODS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        <label className={field}>
          学科
          <select
            className={control}
            value={subject}
            onChange={(e) => {
              const s = e.target.value as CoursewareSubject;
              setSubject(s);
              suggest(period, s);
            }}
          >
            {COURSEWARE_SUBJECTS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label className={field}>
          教材版本
          <select
            className={control}
            value={textbookVersion}
            onChange={(e) => setVersion(e.target.value)}
          >
            {TEXTBOOK_VERSIONS.map((v) => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </label>
        <label className={`${field} sm:col-span-2 lg:col-span-1`}>
          课题
          <input
            className={control}
            value={topic}
            maxLength={COURSEWARE_TOPIC_MAX}
            placeholder="例如：勾股定理"
            onChange={(e) => setTopic(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'courseware-form-error' : undefined}
          />
        </label>
        <label className={field}>
          课时
          <select
            className={control}
            value={lessonNo}
            onChange={(e) => setLessonNo(Number(e.target.value))}
          >
            {Array.from({ length: COURSEWARE_LESSON_NO_MAX }, (_, i) => (
              <option key={i} value={i + 1}>
                {lessonNoName(i + 1)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          课型
          <select
            className={control}
            value={lessonType}
            onChange={(e) => setLessonType(e.target.value as LessonType)}
          >
            {LESSON_TYPES.map((t) => (
              <option key={t} value={t}>
                {LESSON_TYPE_NAMES[t]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset>
        <legend className="mb-2 text-[14px] text-ink">课件风格</legend>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
          {COURSEWARE_THEMES.map((t) => (
            <label
              key={t.id}
              className={`flex cursor-pointer flex-col gap-1 rounded-lg border-2 p-2 text-[13px] ${themeId === t.id ? 'border-primary-500' : 'border-line'}`}
            >
              <input
                type="radio"
                name="theme"
                value={t.id}
                checked={themeId === t.id}
                onChange={() => {
                  setThemeId(t.id);
                  setThemeTouched(true);
                }}
                className="sr-only"
              />
              <span aria-hidden="true" className="flex h-10 overflow-hidden rounded">
                <span className="flex-1" style={{ background: `#${t.colors.coverBackground}` }} />
                <span className="flex-1" style={{ background: `#${t.colors.background}` }} />
                <span className="w-3" style={{ background: `#${t.colors.accent}` }} />
              </span>
              <span className="font-medium text-ink">{t.name}</span>
              <span className="text-ink-muted">适合{t.suits}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id="courseware-form-error" role="alert" className="text-[14px] text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? '正在生成大纲…' : '生成课件大纲'}
      </Button>
    </form>
  );
}
