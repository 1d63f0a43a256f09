import {
  ESSAY_BATCH_MAX,
  ESSAY_IMAGES_MAX,
  ESSAY_STUDENT_NAME_MAX,
  ESSAY_TEXT_MAX_CHARS,
  MSG_ESSAY_OCR_CHECK,
  MSG_ESSAY_OCR_OFFLINE_NOTE,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import {
  fileChosen,
  photosReadRequested,
  rowAdded,
  rowChanged,
  rowRemoved,
  selectEssayReview,
} from './essayReviewSlice';
import { field } from './fieldStyle';

/** The text was read from the row's photos: the teacher is asked to check it. */
const checkNote = (r: { imageUrls: string[]; lines?: unknown[]; text: string }) =>
  r.imageUrls.length > 0 && r.lines !== undefined && r.text.length > 0;

/**
 * The submit page's essays (docs/essayReview.md "Web"): one row per student — name, typed or
 * pasted text, a .txt/.docx, or photos whose recognised text the teacher corrects beside them.
 */
export function EssayRows() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectEssayReview);
  const rows = s.rows;
  const update = (row: string, patch: { studentName?: string; text?: string }) =>
    dispatch(rowChanged({ row, ...patch }));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">
        学生作文（{rows.length} / {ESSAY_BATCH_MAX}）
      </legend>
      {s.vision === false ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {MSG_ESSAY_OCR_OFFLINE_NOTE}
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
            {r.imageUrls.length ? (
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
            <div>
              {checkNote(r) ? (
                <p id={`ocr-check-${r.key}`} className="mb-1 text-xs text-amber-800">
                  {MSG_ESSAY_OCR_CHECK}
                </p>
              ) : null}
              <label className="block text-sm text-ink-soft">
                <span className="sr-only">第{i + 1}位学生作文内容</span>
                <textarea
                  aria-describedby={checkNote(r) ? `ocr-check-${r.key}` : undefined}
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
  );
}
