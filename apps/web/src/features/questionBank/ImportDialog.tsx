import type { QuestionImportResult } from '@aita/api';
import { DIFFICULTIES, type KnowledgeNode } from '@aita/core';
import { Button, FormDialog } from '@aita/ui';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { knowledgeChoices } from './QuestionEditor';

const field =
  'w-full rounded-lg border border-line px-3 py-2 text-[14px] text-ink outline-none focus:border-primary-400';
const labelClass = 'mb-1 block text-[13px] font-medium text-ink';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  open: boolean;
  period: number;
  tree: KnowledgeNode[];
  busy: boolean;
  error: string;
  result: QuestionImportResult | null;
  onImport: (input: {
    file: File;
    knowledgePointId: string;
    grade: number;
    difficulty: number;
  }) => void;
  onClose: () => void;
}

/**
 * 导入 Word (docs/questionBank.md "Import"): a `.docx` laid out as `1. 题干`, `A. 选项`, `答案：`,
 * `解析：`, with the knowledge point, grade and difficulty every question gets; then what was
 * stored, skipped (with why) and what could not be kept (pictures, formulas).
 */
export function ImportDialog({
  open,
  period,
  tree,
  busy,
  error,
  result,
  onImport,
  onClose,
}: ImportDialogProps) {
  const id = useId();
  const points = useMemo(() => knowledgeChoices(tree), [tree]);
  const [file, setFile] = useState<File | null>(null);
  const [point, setPoint] = useState('');
  const [grade, setGrade] = useState(period === 1 ? 3 : 7);
  const [difficulty, setDifficulty] = useState(3);
  const grades = period === 1 ? [1, 2, 3, 4, 5, 6] : [7, 8, 9];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && point !== '') onImport({ file, knowledgePointId: point, grade, difficulty });
  };

  return (
    <FormDialog
      open={open}
      title="从 Word 导入试题"
      onClose={onClose}
      width="xl"
      data-testid="import-dialog"
    >
      <form onSubmit={submit} className="space-y-3">
        <p className="text-[13px] leading-6 text-ink-soft">
          按“1. 题干”“A. 选项”“答案：”“解析：”排版的 .docx 文档，Word 公式会转换为
          LaTeX；图片暂不导入。
        </p>
        <div>
          <label htmlFor={`${id}-file`} className={labelClass}>
            Word 文档
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            className="text-[14px]"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <label className="block">
          <span className={labelClass}>知识点（导入的试题都关联到它）</span>
          <select
            className={field}
            value={point}
            onChange={(e) => setPoint(e.target.value)}
            required
          >
            <option value="">请选择知识点</option>
            {points.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label>
            <span className={labelClass}>年级</span>
            <select
              className={field}
              value={grade}
              onChange={(e) => setGrade(Number(e.target.value))}
            >
              {grades.map((g) => (
                <option key={g} value={g}>
                  {g <= 6 ? `${'一二三四五六'[g - 1]}年级` : `${'七八九'[g - 7]}年级`}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={labelClass}>难度</span>
            <select
              className={field}
              value={difficulty}
              onChange={(e) => setDifficulty(Number(e.target.value))}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {error !== '' && (
          <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-[13px] text-danger">
            {error}
          </p>
        )}
        {result && (
          <div
            role="status"
            className="space-y-1 rounded-md bg-canvas px-3 py-2 text-[13px] leading-6 text-ink"
          >
            <p className="font-medium">已导入 {result.imported} 道试题</p>
            {result.skipped.map((s) => (
              <p key={s.number}>
                第 {s.number} 题未导入：{s.reason}
              </p>
            ))}
            {result.warnings.map((w) => (
              <p key={w} className="text-ink-soft">
                {w}
              </p>
            ))}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {result ? '完成' : '取消'}
          </Button>
          <Button type="submit" disabled={busy || !file || point === ''}>
            {busy ? '导入中…' : '开始导入'}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
