import type { ClassDetail } from '@aita/api';
import {
  buildRosterPreview,
  GENDER_NAMES,
  guessRosterMapping,
  looksLikeHeader,
  MSG_NO_NAME_COLUMN,
  MSG_ROSTER_EMPTY,
  ROSTER_FIELD_NAMES,
  ROSTER_FIELDS,
  type RosterMapping,
} from '@aita/core';
import { Button, FormDialog, SelectInput } from '@aita/ui';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { holdPastedFile } from '../../shared/upload/pastedImages';
import {
  rosterClosed,
  rosterFileChosen,
  rosterImportRequested,
  selectRoster,
} from './classroomSlice';

let holdSequence = 0;

/**
 * Roster import (docs/classroom.md "Import"): choose a .xlsx, .xls or .csv, pick the sheet, say which
 * column is which, read every row's problems (姓名为空, 重复学号 …), and only then confirm.
 */
export function RosterDialog({ detail }: { detail: ClassDetail }) {
  const dispatch = useAppDispatch();
  const roster = useAppSelector(selectRoster);
  const [sheetIndex, setSheetIndex] = useState(0);
  const [hasHeader, setHasHeader] = useState(true);
  const [mapping, setMapping] = useState<RosterMapping>({});
  const [replace, setReplace] = useState(false);
  const rows = useMemo(() => roster.sheets[sheetIndex]?.rows ?? [], [roster.sheets, sheetIndex]);

  // A new file or sheet: guess the header and the columns again.
  const [shownRows, setShownRows] = useState<readonly string[][] | null>(null);
  if (shownRows !== rows) {
    setShownRows(rows);
    const first = rows[0] ?? [];
    const header = looksLikeHeader(first);
    setHasHeader(header);
    setMapping(header ? guessRosterMapping(first) : { number: 0, name: 1, gender: 2, notes: 3 });
  }

  const existing = useMemo(
    () => (replace ? [] : detail.students.flatMap((s) => (s.number ? [s.number] : []))),
    [detail.students, replace],
  );
  const preview = useMemo(
    () => buildRosterPreview(rows, mapping, { hasHeader, existingNumbers: existing }),
    [rows, mapping, hasHeader, existing],
  );
  if (roster.status === 'closed') return null;

  const width = Math.max(0, ...rows.map((r) => r.length));
  const header = hasHeader ? (rows[0] ?? []) : [];
  const columnOptions = Array.from({ length: width }, (_, i) => ({
    value: i,
    label: header[i] ? `第 ${i + 1} 列：${header[i]}` : `第 ${i + 1} 列`,
  }));
  const choose = (file: File | undefined) => {
    if (!file) return;
    holdSequence += 1;
    const holdId = `roster-${holdSequence}`;
    holdPastedFile(holdId, file);
    setSheetIndex(0);
    dispatch(rosterFileChosen({ holdId, name: file.name }));
  };
  const noName = mapping.name === undefined;
  const problem =
    roster.status !== 'ready'
      ? null
      : noName
        ? MSG_NO_NAME_COLUMN
        : preview.rows.length === 0
          ? MSG_ROSTER_EMPTY
          : null;
  const canImport = roster.status === 'ready' && !problem && preview.errorCount === 0;

  return (
    <FormDialog
      open
      title="导入学生名单"
      width="4xl"
      onClose={() => dispatch(rosterClosed())}
      actions={
        <>
          <Button variant="ghost" onClick={() => dispatch(rosterClosed())}>
            取消
          </Button>
          <Button
            disabled={!canImport}
            onClick={() =>
              dispatch(
                rosterImportRequested({
                  replace,
                  students: preview.rows.map((r) => ({
                    ...r.student,
                    number: r.student.number ?? '',
                  })),
                }),
              )
            }
          >
            {roster.status === 'importing' ? '正在导入…' : `确认导入 ${preview.rows.length} 名学生`}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>
          支持 .xlsx、.xls 和 .csv（学籍系统、Excel、WPS
          导出的名单均可）。导入前会先预览，确认后才保存。
        </p>
        <label className="block">
          <span className="mb-1 block text-ink">选择名单文件</span>
          <input
            type="file"
            accept=".xlsx,.csv,.xls"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </label>
        {roster.status === 'reading' ? <p role="status">正在读取 {roster.fileName}…</p> : null}
        {roster.error ? (
          <p role="alert" className="text-danger">
            {roster.error}
          </p>
        ) : null}
        {roster.status === 'ready' || roster.status === 'importing' ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              {roster.sheets.length > 1 ? (
                <label className="flex items-center gap-1">
                  工作表
                  <SelectInput
                    width={40}
                    value={sheetIndex}
                    placeholder="选择工作表"
                    options={roster.sheets.map((s, i) => ({ value: i, label: s.name }))}
                    onValueChange={(v) => setSheetIndex(v ?? 0)}
                  />
                </label>
              ) : null}
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={hasHeader}
                  onChange={(e) => setHasHeader(e.target.checked)}
                />
                第一行是表头
              </label>
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={replace}
                  onChange={(e) => setReplace(e.target.checked)}
                />
                替换现有名单（{detail.students.length} 人）
              </label>
            </div>
            <fieldset className="grid grid-cols-2 gap-2 md:grid-cols-4">
              <legend className="mb-1 text-ink">列对应</legend>
              {ROSTER_FIELDS.map((field) => (
                <label key={field} className="flex flex-col gap-1">
                  {ROSTER_FIELD_NAMES[field]}
                  <SelectInput
                    value={mapping[field] ?? null}
                    placeholder="不导入"
                    options={columnOptions}
                    onValueChange={(v) => {
                      const next = { ...mapping };
                      if (v === null) delete next[field];
                      else next[field] = v;
                      setMapping(next);
                    }}
                  />
                </label>
              ))}
            </fieldset>
            {problem ? (
              <p role="alert" className="text-danger">
                {problem}
              </p>
            ) : (
              <p role="status">
                共 {preview.rows.length} 行
                {preview.errorCount
                  ? `，其中 ${preview.errorCount} 行有错误，请在表格中修改后重新选择文件`
                  : '，没有发现错误'}
              </p>
            )}
            <div className="max-h-72 overflow-auto">
              <table className="classroom-table w-full">
                <caption className="sr-only">名单预览</caption>
                <thead>
                  <tr>
                    <th scope="col">行</th>
                    <th scope="col">学号</th>
                    <th scope="col">姓名</th>
                    <th scope="col">性别</th>
                    <th scope="col">备注</th>
                    <th scope="col">问题</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((r) => (
                    <tr key={r.line} className={r.errors.length ? 'roster-row-error' : undefined}>
                      <td>{r.line}</td>
                      <td>{r.student.number ?? ''}</td>
                      <td>{r.student.name}</td>
                      <td>{r.student.gender ? GENDER_NAMES[r.student.gender] : ''}</td>
                      <td>{r.student.notes}</td>
                      <td className="text-danger">{r.errors.join('；')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </div>
    </FormDialog>
  );
}
