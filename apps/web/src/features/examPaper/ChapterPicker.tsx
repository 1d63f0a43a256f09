import type { TextbookNode } from '@aita/api';
import { useState } from 'react';
import { unitLessons } from './chapterPoints';

const select = 'h-9 rounded-lg border border-line bg-surface px-2 text-[14px] text-ink';

/**
 * 按教材章节 for 智能组卷 (docs/examPaper.md "Smart assembly"): 教材版本 → 年级/册, then the
 * volume's units (单元) with their lessons (课) as checkboxes. A unit's box picks or drops all its
 * lessons. The chosen lessons are kept across volumes (a paper may span 七年级上册 and 下册).
 */
export function ChapterPicker(props: {
  tree: TextbookNode[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const [versionId, setVersionId] = useState('');
  const [volumeId, setVolumeId] = useState('');
  const version = props.tree.find((v) => v.id === versionId) ?? props.tree[0];
  const volume = version?.children.find((v) => v.id === volumeId) ?? version?.children[0];
  if (!version)
    return (
      <p className="text-[13px] text-ink-muted">本学段、学科还没有教材章节，请按知识点组卷。</p>
    );
  const has = (id: string) => props.chosen.includes(id);
  const toggle = (ids: string[], on: boolean) =>
    props.onChange(
      on
        ? [...props.chosen, ...ids.filter((id) => !has(id))]
        : props.chosen.filter((id) => !ids.includes(id)),
    );
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <label className="flex items-center gap-1 text-[13px] text-ink-soft">
          教材版本
          <select
            className={select}
            value={version.id}
            onChange={(e) => {
              setVersionId(e.target.value);
              setVolumeId('');
            }}
          >
            {props.tree.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 text-[13px] text-ink-soft">
          年级/册
          <select
            className={select}
            value={volume?.id ?? ''}
            onChange={(e) => setVolumeId(e.target.value)}
          >
            {version.children.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="space-y-1">
        {(volume?.children ?? []).map((unit) => {
          const lessons = unitLessons(unit);
          const picked = lessons.filter(has).length;
          return (
            <li key={unit.id}>
              <label className="flex items-center gap-1 text-[14px] font-medium text-ink">
                <input
                  type="checkbox"
                  checked={picked === lessons.length}
                  ref={(box) => {
                    if (box) box.indeterminate = picked > 0 && picked < lessons.length;
                  }}
                  onChange={(e) => toggle(lessons, e.target.checked)}
                />
                {unit.name}
              </label>
              {unit.children.length > 0 && (
                <div
                  role="group"
                  aria-label={`${unit.name}的课`}
                  className="ml-5 flex flex-wrap gap-x-3 gap-y-1"
                >
                  {unit.children.map((lesson) => (
                    <label key={lesson.id} className="flex items-center gap-1 text-[13px] text-ink">
                      <input
                        type="checkbox"
                        checked={has(lesson.id)}
                        onChange={(e) => toggle([lesson.id], e.target.checked)}
                      />
                      {lesson.name}
                    </label>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
