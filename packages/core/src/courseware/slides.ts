import type { CoursewareOutline, CoursewareSlide } from './types';

/**
 * Step 2 without a model: one slide per outline section, in order, after a title slide; an exercise with
 * answers gets an answer slide right after it (练习 then 参考答案, so the answer is revealed on the next
 * click); an example's answer lines become its numbered steps. Only what the teacher wrote is used.
 */
export function slidesFromOutline(outline: CoursewareOutline): CoursewareSlide[] {
  const slides: CoursewareSlide[] = [
    {
      id: 'cover',
      kind: 'title',
      title: outline.title,
      points: outline.subtitle ? [outline.subtitle] : [],
      steps: [],
      notes: '',
    },
  ];
  for (const s of outline.sections) {
    if (s.kind === 'example') {
      slides.push({
        id: s.id,
        kind: 'example',
        title: s.title,
        points: s.points,
        steps: s.answer,
        notes: '',
      });
      continue;
    }
    slides.push({ id: s.id, kind: s.kind, title: s.title, points: s.points, steps: [], notes: '' });
    if (s.kind === 'exercise' && s.answer.length) {
      slides.push({
        id: `${s.id}-answer`,
        kind: 'answer',
        title: `${s.title} · 参考答案`,
        points: s.answer,
        steps: [],
        notes: '',
      });
    }
  }
  return slides;
}
