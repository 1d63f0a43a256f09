import {
  defaultRubric,
  ESSAY_GENRES,
  ESSAY_GRADE_MAX,
  ESSAY_RUBRICS,
  ESSAY_TITLE_MAX,
  gradeName,
  MSG_ESSAY_EMPTY,
  MSG_ESSAY_PHOTOS_NEED_VISION,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { BandEditor, type BandDraft } from './BandEditor';
import { EssayRows } from './EssayRows';
import { RubricEditor, type DimensionDraft } from './RubricEditor';
import { TaskList } from './TaskList';
import { classChosen, listOpened, selectEssayReview, submitRequested } from './essayReviewSlice';
import { field } from './fieldStyle';

/**
 * 作文批改's start page (docs/essayReview.md "Web"): the task (题目, 要求, 年级, 文体, 满分, 评分标准)
 * and one row per student — typed or pasted text, a .txt/.docx, or photos whose recognised text
 * the teacher corrects beside them — then the teacher's earlier tasks.
 */
export function SubmitPage() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectEssayReview);
  const [title, setTitle] = useState('');
  const [requirement, setRequirement] = useState('');
  const [grade, setGrade] = useState(8);
  const [genre, setGenre] = useState<string>(ESSAY_GENRES[0]);
  const [fullScore, setFullScore] = useState(50);
  const [rubricId, setRubricId] = useState('');
  const rows = s.rows;
  const [error, setError] = useState('');
  const [custom, setCustom] = useState<{ key: string; dims: DimensionDraft[] | null }>({
    key: '',
    dims: null,
  });
  const [customBands, setCustomBands] = useState<{ key: string; bands: BandDraft[] | null }>({
    key: '',
    bands: null,
  });

  useEffect(() => {
    dispatch(listOpened({ page: 1 }));
  }, [dispatch]);
  const rubric = rubricId
    ? ESSAY_RUBRICS.find((r) => r.id === rubricId)
    : defaultRubric({ grade, genre, fullScore });
  // The teacher's dimensions belong to one rubric and full score; choosing another drops them.
  const rubricKey = `${rubric?.id ?? ''}-${fullScore}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const essays = rows.filter((r) => r.text.trim() || r.imageUrls.length);
    if (!essays.length) return setError(MSG_ESSAY_EMPTY);
    if (essays.some((r) => !r.text.trim()) && s.vision === false)
      return setError(MSG_ESSAY_PHOTOS_NEED_VISION);
    setError('');
    dispatch(
      submitRequested({
        title,
        requirement: requirement || undefined,
        grade,
        genre,
        fullScore,
        rubricId: rubricId || undefined,
        rubricDimensions: (custom.key === rubricKey ? custom.dims : null) ?? undefined,
        rubricBands: (customBands.key === rubricKey ? customBands.bands : null) ?? undefined,
        classId: s.classId ?? undefined,
        essays: essays.map((r) => ({
          studentName: r.studentName || undefined,
          studentId: s.classId !== null ? r.studentId : undefined,
          text: r.text || undefined,
          imageUrls: r.imageUrls.length ? r.imageUrls : undefined,
          lines: r.imageUrls.length && r.lines?.length ? r.lines : undefined,
        })),
      }),
    );
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4 md:p-6">
      <h1 className="text-xl font-semibold text-ink">作文批改</h1>
      <form
        onSubmit={submit}
        className="space-y-4 rounded-2xl bg-surface p-4 shadow-sm md:p-6"
        aria-label="提交作文批改"
      >
        <div className="grid gap-3 md:grid-cols-2">
          <div className="text-sm text-ink-soft">
            <label htmlFor="essay-title">作文题目</label>
            <input
              id="essay-title"
              required
              className={field}
              maxLength={ESSAY_TITLE_MAX}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="例如：那一次，我真快乐"
            />
          </div>
          <div className="text-sm text-ink-soft">
            <label htmlFor="essay-genre">文体</label>
            <input
              id="essay-genre"
              className={field}
              list="essay-genres"
              value={genre}
              onChange={(e) => setGenre(e.target.value)}
            />
            <datalist id="essay-genres">
              {ESSAY_GENRES.map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
          </div>
          <div className="text-sm text-ink-soft md:col-span-2">
            <label htmlFor="essay-requirement">写作要求（可选）</label>
            <textarea
              id="essay-requirement"
              className={field}
              rows={2}
              value={requirement}
              onChange={(e) => setRequirement(e.target.value)}
              placeholder="例如：写一件让你快乐的事，不少于600字"
            />
          </div>
          <div className="text-sm text-ink-soft">
            <label htmlFor="essay-grade">年级</label>
            <select
              id="essay-grade"
              className={field}
              value={grade}
              onChange={(e) => setGrade(Number(e.target.value))}
            >
              {Array.from({ length: ESSAY_GRADE_MAX }, (_, i) => i + 1).map((g) => (
                <option key={g} value={g}>
                  {gradeName(g)}
                </option>
              ))}
            </select>
          </div>
          <div className="text-sm text-ink-soft">
            <label htmlFor="essay-full-score">满分</label>
            <input
              id="essay-full-score"
              type="number"
              min={1}
              max={150}
              className={field}
              value={fullScore}
              onChange={(e) => setFullScore(Number(e.target.value))}
            />
          </div>
          <div className="text-sm text-ink-soft md:col-span-2">
            <label htmlFor="essay-rubric">评分标准</label>
            <select
              id="essay-rubric"
              className={field}
              value={rubricId}
              onChange={(e) => setRubricId(e.target.value)}
            >
              <option value="">按年级自动选择（{rubric?.name}）</option>
              {ESSAY_RUBRICS.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {rubric ? (
          <RubricEditor
            key={rubricKey}
            rubric={rubric}
            fullScore={fullScore}
            onChange={(dims) => setCustom({ key: rubricKey, dims })}
          />
        ) : null}
        {rubric ? (
          <BandEditor
            key={`bands-${rubricKey}`}
            rubric={rubric}
            fullScore={fullScore}
            onChange={(bands) => setCustomBands({ key: rubricKey, bands })}
          />
        ) : null}
        {s.classes.length > 0 ? (
          <div className="text-sm text-ink-soft">
            <label htmlFor="essay-class">
              班级（可选：选中后按班级名单一人一行，发布后成绩记入该班）
            </label>
            <select
              id="essay-class"
              className={`${field} md:w-80`}
              value={s.classId ?? ''}
              onChange={(e) =>
                dispatch(classChosen(e.target.value ? Number(e.target.value) : null))
              }
            >
              <option value="">不关联班级</option>
              {s.classes.map((c) => (
                <option key={c.classId} value={c.classId}>
                  {c.name}（{c.studentCount}人）
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <EssayRows />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={s.submitting || Object.keys(s.busyRows).length > 0}
        >
          {s.submitting ? '提交中…' : '开始批改'}
        </Button>
      </form>

      <TaskList />
    </div>
  );
}
