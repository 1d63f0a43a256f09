import {
  SECTION_KIND_NAMES,
  type CoursewareOutline,
  type OutlineSection,
  type SectionKind,
} from './types';

/**
 * The teacher's edits of the outline (step 1): reorder, rename, add, delete, write points. Pure: each
 * returns a new outline, so the editor's state and its tests share one implementation.
 */

/** A section id not used yet in this outline (`s<n>`). */
export function nextSectionId(outline: CoursewareOutline): string {
  const used = outline.sections.map((s) => Number(/^s(\d+)$/.exec(s.id)?.[1] ?? 0));
  return `s${Math.max(0, ...used) + 1}`;
}

/** Moves a section up (`-1`) or down (`+1`); a move past either end changes nothing. */
export function moveSection(
  outline: CoursewareOutline,
  id: string,
  delta: -1 | 1,
): CoursewareOutline {
  const from = outline.sections.findIndex((s) => s.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= outline.sections.length) return outline;
  const sections = [...outline.sections];
  const [moved] = sections.splice(from, 1);
  if (moved) sections.splice(to, 0, moved);
  return { ...outline, sections };
}

/** Changes one section's title, points or answer. */
export function updateSection(
  outline: CoursewareOutline,
  id: string,
  patch: Partial<Pick<OutlineSection, 'title' | 'points' | 'answer' | 'kind'>>,
): CoursewareOutline {
  return {
    ...outline,
    sections: outline.sections.map((s) => (s.id === id ? { ...s, ...patch } : s)),
  };
}

/** Adds an empty section of `kind` after the section `afterId` (at the end without it). */
export function addSection(
  outline: CoursewareOutline,
  kind: SectionKind,
  afterId?: string,
): CoursewareOutline {
  const section: OutlineSection = {
    id: nextSectionId(outline),
    kind,
    title: SECTION_KIND_NAMES[kind],
    points: [],
    answer: [],
  };
  const at = afterId === undefined ? -1 : outline.sections.findIndex((s) => s.id === afterId);
  const sections = [...outline.sections];
  sections.splice(at < 0 ? sections.length : at + 1, 0, section);
  return { ...outline, sections };
}

/** Removes a section. */
export function removeSection(outline: CoursewareOutline, id: string): CoursewareOutline {
  return { ...outline, sections: outline.sections.filter((s) => s.id !== id) };
}

/** Splits a textarea's text into points: one per non-blank line, trimmed. */
export function linesToPoints(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** The sections that have no points yet (slides cannot be made from them without a model). */
export function emptySections(outline: CoursewareOutline): OutlineSection[] {
  return outline.sections.filter((s) => s.points.length === 0);
}
