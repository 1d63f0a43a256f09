import {
  defaultRubric,
  ESSAY_BATCH_MAX,
  ESSAY_GENRES,
  ESSAY_GRADE_MAX,
  ESSAY_IMAGES_MAX,
  ESSAY_RUBRICS,
  ESSAY_STUDENT_NAME_MAX,
  ESSAY_TASK_PAGE_SIZE,
  ESSAY_TEXT_MAX_CHARS,
  ESSAY_TITLE_MAX,
  gradeName,
  MSG_ESSAY_EMPTY,
  MSG_ESSAY_PHOTOS_NEED_VISION,
} from '@aita/core';
import { Button, Pagination } from '@aita/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { essayTaskPath } from './essayReviewSaga';
import { BandEditor, type BandDraft } from './BandEditor';
import { RubricEditor, type DimensionDraft } from './RubricEditor';
import {
  classChosen,
  fileChosen,
  listOpened,
  photosReadRequested,
  rowAdded,
  rowChanged,
  rowRemoved,
  selectEssayReview,
  submitRequested,
} from './essayReviewSlice';

const field =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-primary-400 focus:ring-2 focus:ring-primary-100';
const STATE_NAMES = {
  queued: '排队中',
  running: '批改中',
  done: '已完成',
  failed: '未完成',
} as const;

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
  const update = (row: string, patch: { studentName?: string; text?: string }) =>
    dispatch(rowChanged({ row, ...patch }));

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

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">
            学生作文（{rows.length} / {ESSAY_BATCH_MAX}）
          </legend>
          {s.vision === false ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {MSG_ESSAY_PHOTOS_NEED_VISION}
            </p>
          ) : null}
          {rows.map((r, i) => (
            <div key={r.key} className="rounded-xl border border-line p-3">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <label className="text-sm text-ink-soft">
                  <span className="sr-only">第{i + 1}位学生姓名</span>
                  <input
                    className={`${field} w-36`}
                    placeholder={`学生${i + 1}`}
                    maxLength={ESSAY_STUDENT_NAME_MAX}
                    value={r.studentName}
                    readOnly={s.classId !== null && r.studentId !== undefined}
                    onChange={(e) => update(r.key, { studentName: e.target.value })}
                  />
                </label>
                <label className="cursor-pointer rounded-full px-3 py-1 text-sm text-primary-600 ring-1 ring-primary-200 hover:bg-primary-50">
                  上传 .txt/.docx
                  <input
                    type="file"
                    accept=".txt,.docx"
                    className="sr-only"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) dispatch(fileChosen({ row: r.key, file, kind: 'document' }));
                      e.target.value = '';
                    }}
                  />
                </label>
                <label className="cursor-pointer rounded-full px-3 py-1 text-sm text-primary-600 ring-1 ring-primary-200 hover:bg-primary-50">
                  拍照/上传照片
                  <input
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    className="sr-only"
                    disabled={r.imageUrls.length >= ESSAY_IMAGES_MAX}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) dispatch(fileChosen({ row: r.key, file, kind: 'image' }));
                      e.target.value = '';
                    }}
                  />
                </label>
                {r.imageUrls.length && s.vision ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      dispatch(photosReadRequested({ row: r.key, imageUrls: r.imageUrls }))
                    }
                  >
                    识别照片文字
                  </Button>
                ) : null}
                {s.busyRows[r.key] ? (
                  <span role="status" className="text-sm text-ink-muted">
                    {s.busyRows[r.key]}
                  </span>
                ) : null}
                {rows.length > 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ml-auto"
                    onClick={() => dispatch(rowRemoved(r.key))}
                  >
                    删除
                  </Button>
                ) : null}
              </div>
              <div className={r.imageUrls.length ? 'grid gap-2 md:grid-cols-2' : ''}>
                {r.imageUrls.length ? (
                  <div className="flex gap-2 overflow-x-auto">
                    {r.imageUrls.map((url, j) => (
                      <img
                        key={url}
                        src={url}
                        alt={`第${i + 1}位学生作文照片第${j + 1}页`}
                        className="h-48 rounded border border-line object-contain"
                      />
                    ))}
                  </div>
                ) : null}
                <label className="block text-sm text-ink-soft">
                  <span className="sr-only">第{i + 1}位学生作文内容</span>
                  <textarea
                    className={field}
                    rows={6}
                    maxLength={ESSAY_TEXT_MAX_CHARS}
                    value={r.text}
                    onChange={(e) => update(r.key, { text: e.target.value })}
                    placeholder={
                      r.imageUrls.length
                        ? '识别出的文字显示在这里，请对照照片修改后再提交'
                        : '输入或粘贴作文'
                    }
                  />
                </label>
              </div>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            disabled={rows.length >= ESSAY_BATCH_MAX}
            onClick={() => dispatch(rowAdded())}
          >
            添加学生
          </Button>
        </fieldset>
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

      <section aria-label="我的批改任务" className="rounded-2xl bg-surface p-4 shadow-sm md:p-6">
        <h2 className="mb-2 font-semibold text-ink">我的批改任务</h2>
        {s.tasks.length === 0 ? (
          <p className="text-sm text-ink-muted">
            {s.listStatus === 'loading' ? '加载中' : '还没有批改任务'}
          </p>
        ) : null}
        <ul className="divide-y divide-line">
          {s.tasks.map((t) => (
            <li key={t.taskId} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <Link
                to={essayTaskPath(t.taskId)}
                className="font-medium text-primary-700 hover:underline"
              >
                {t.title}
              </Link>
              <span className="text-ink-muted">
                {gradeName(t.grade)} · {t.genre} · {t.essays} 篇
              </span>
              <span className="ml-auto text-ink-soft">
                {t.published ? '已发布' : STATE_NAMES[t.state]}
              </span>
            </li>
          ))}
        </ul>
        <Pagination
          page={s.page}
          total={s.total}
          pageSize={ESSAY_TASK_PAGE_SIZE}
          onPageChange={(page) => dispatch(listOpened({ page }))}
          label="批改任务分页"
          previousLabel="上一页"
          nextLabel="下一页"
        />
      </section>
    </div>
  );
}
