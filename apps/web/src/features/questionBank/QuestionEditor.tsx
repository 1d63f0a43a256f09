import type { BankQuestion, QuestionInput } from '@aita/api';
import {
  COGNITIVE_LEVELS,
  DIFFICULTIES,
  JUDGE_ANSWERS,
  optionLetter,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_TEXT_MAX_LENGTH,
  QUESTION_TYPES,
  type KnowledgeNode,
  type QuestionType,
} from '@aita/core';
import { Button, FormDialog } from '@aita/ui';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { childDraftsOf, childInputs, GroupChildren, type ChildDraft } from './GroupChildren';
import { Preview, RichTextField } from './RichTextField';
import { SourceFields, type SourceValue } from './SourceFields';

const field =
  'w-full rounded-lg border border-line px-3 py-2 text-[14px] text-ink outline-none focus:border-primary-400';
const labelClass = 'mb-1 block text-[13px] font-medium text-ink';

/** Knowledge points as `单元 › 知识点` choices (every node of the tree, parents first). */
export function knowledgeChoices(tree: KnowledgeNode[]): { id: string; name: string }[] {
  const out: { id: string; name: string }[] = [];
  const walk = (nodes: KnowledgeNode[], path: string[]) => {
    for (const n of nodes) {
      const names = [...path, n.name];
      out.push({ id: n.id, name: names.join(' › ') });
      walk(n.children, names);
    }
  };
  walk(tree, []);
  return out;
}

/** Props of {@link QuestionEditor}. */
export interface QuestionEditorProps {
  open: boolean;
  /** The question edited, or null for a new one. */
  question: BankQuestion | null;
  period: number;
  subject: number;
  tree: KnowledgeNode[];
  busy: boolean;
  error: string;
  onSave: (input: QuestionInput) => void;
  onClose: () => void;
}

/**
 * 校本资源's editor (docs/questionBank.md "Web"): type, stem and analysis with a live KaTeX preview
 * (`$…$` / `$$…$$`), options for choice questions, the answer in the shape of the type, difficulty,
 * 认知层次, grade and knowledge point. The server checks the same rules and answers in Chinese.
 */
export function QuestionEditor({
  open,
  question,
  period,
  subject,
  tree,
  busy,
  error,
  onSave,
  onClose,
}: QuestionEditorProps) {
  const id = useId();
  const points = useMemo(() => knowledgeChoices(tree), [tree]);
  const [type, setType] = useState<QuestionType>(question?.type ?? 'single');
  const [stem, setStem] = useState(question?.stem ?? '');
  const [options, setOptions] = useState<string[]>(
    question && question.options.length > 0 ? question.options : ['', '', '', ''],
  );
  const [answerText, setAnswerText] = useState(
    question && !['single', 'multiple', 'judge'].includes(question.type)
      ? question.answer.join('；')
      : '',
  );
  const [letters, setLetters] = useState<string[]>(
    question && ['single', 'multiple'].includes(question.type) ? question.answer : [],
  );
  const [judge, setJudge] = useState(question?.type === 'judge' ? question.answer[0] : '正确');
  const [analysis, setAnalysis] = useState(question?.analysis ?? '');
  const [difficulty, setDifficulty] = useState(question?.difficulty ?? 3);
  const [level, setLevel] = useState<number | ''>(question?.cognitiveLevel ?? '');
  const [grade, setGrade] = useState(question?.grade ?? (period === 1 ? 3 : 7));
  const [point, setPoint] = useState(question?.knowledgePoints[0]?.id ?? '');
  const [source, setSource] = useState<SourceValue>({
    source: question?.source ?? '原创',
    year: question?.year ?? new Date().getFullYear(),
    region: question?.region ?? '',
  });
  const [children, setChildren] = useState<ChildDraft[]>(() => childDraftsOf(question));
  const choice = type === 'single' || type === 'multiple';
  const group = type === 'reading';

  const toggleLetter = (letter: string) =>
    setLetters((current) =>
      type === 'single'
        ? [letter]
        : current.includes(letter)
          ? current.filter((l) => l !== letter)
          : [...current, letter].sort(),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = group
      ? []
      : choice
        ? letters.filter((l) => options.some((_, i) => optionLetter(i) === l))
        : type === 'judge'
          ? [judge ?? '正确']
          : type === 'fill'
            ? answerText.split(/[;；]/).map((a) => a.trim())
            : [answerText];
    onSave({
      ...(question ? { questionId: question.questionId } : {}),
      scope: 'school',
      type,
      stem,
      options: choice ? options : [],
      answer,
      analysis,
      difficulty,
      knowledgePointIds: point === '' ? [] : [point],
      period,
      subject,
      grade,
      source: source.source,
      year: source.year,
      ...(source.region === '' ? {} : { region: source.region as QuestionInput['region'] }),
      ...(level === '' ? {} : { cognitiveLevel: level }),
      ...(group ? { children: childInputs(children) } : {}),
    });
  };

  const grades = period === 1 ? [1, 2, 3, 4, 5, 6] : [7, 8, 9];
  return (
    <FormDialog
      open={open}
      title={question ? '编辑试题' : '新建校本试题'}
      onClose={onClose}
      width="3xl"
      className="max-h-[92vh]"
      data-testid="question-editor"
    >
      <form id={`${id}-form`} onSubmit={submit} className="space-y-4">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <label>
            <span className={labelClass}>题型</span>
            <select
              className={field}
              value={type}
              onChange={(e) => {
                setType(e.target.value as QuestionType);
                setLetters([]);
              }}
            >
              {QUESTION_TYPES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
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
          <label>
            <span className={labelClass}>认知层次</span>
            <select
              className={field}
              value={level}
              onChange={(e) => setLevel(e.target.value === '' ? '' : Number(e.target.value))}
            >
              <option value="">未设置</option>
              {COGNITIVE_LEVELS.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
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
        </div>
        <label className="block">
          <span className={labelClass}>知识点</span>
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
        <RichTextField
          id={`${id}-stem`}
          name="stem"
          label={
            group
              ? '阅读材料或文章（公式写在 $…$ 中；可直接粘贴图片）'
              : '题干（公式写在 $…$ 中，填空用 ____ 表示；可直接粘贴图片）'
          }
          className={`${field} min-h-24`}
          value={stem}
          onChange={setStem}
          placeholder={
            group ? '如：一段文言文、一篇说明文或一则数学情境材料' : '如：解方程 $x^2-5x+6=0$'
          }
          previewLabel={group ? '材料预览' : '题干预览'}
        />
        {choice && (
          <fieldset className="space-y-2">
            <legend className={labelClass}>选项（勾选正确答案）</legend>
            {options.map((option, i) => (
              <div key={i} className="flex items-start gap-2">
                <input
                  type={type === 'single' ? 'radio' : 'checkbox'}
                  name={`${id}-answer`}
                  className="mt-3"
                  aria-label={`${optionLetter(i)} 是正确答案`}
                  checked={letters.includes(optionLetter(i))}
                  onChange={() => toggleLetter(optionLetter(i))}
                />
                <span className="mt-2 w-5 shrink-0 text-[14px]">{optionLetter(i)}.</span>
                <div className="min-w-0 flex-1">
                  <input
                    className={field}
                    aria-label={`选项 ${optionLetter(i)}`}
                    value={option}
                    maxLength={QUESTION_TEXT_MAX_LENGTH}
                    onChange={(e) =>
                      setOptions(options.map((o, j) => (j === i ? e.target.value : o)))
                    }
                  />
                  {/\$/.test(option) && (
                    <Preview text={option} label={`选项 ${optionLetter(i)} 预览`} />
                  )}
                </div>
              </div>
            ))}
            <div className="flex gap-2">
              <Button
                type="button"
                variant="ghost"
                disabled={options.length >= OPTIONS_MAX}
                onClick={() => setOptions([...options, ''])}
              >
                添加选项
              </Button>
              <Button
                type="button"
                variant="ghost"
                disabled={options.length <= OPTIONS_MIN}
                onClick={() => setOptions(options.slice(0, -1))}
              >
                删除最后一项
              </Button>
            </div>
          </fieldset>
        )}
        {type === 'judge' && (
          <fieldset className="flex gap-4">
            <legend className={labelClass}>答案</legend>
            {JUDGE_ANSWERS.map((a) => (
              <label key={a} className="flex items-center gap-1 text-[14px] text-ink">
                <input
                  type="radio"
                  name={`${id}-judge`}
                  checked={judge === a}
                  onChange={() => setJudge(a)}
                />
                {a}
              </label>
            ))}
          </fieldset>
        )}
        {group && (
          <GroupChildren
            drafts={children}
            onChange={setChildren}
            idPrefix={id}
            fieldClass={field}
            labelClass={labelClass}
          />
        )}
        {(type === 'fill' || type === 'solution' || type === 'essay') && (
          <RichTextField
            id={`${id}-answer`}
            name="answer"
            label={
              type === 'fill'
                ? '答案（每空一个，用“；”分隔）'
                : type === 'essay'
                  ? '写作要点或范文'
                  : '参考答案'
            }
            className={`${field} min-h-16`}
            value={answerText}
            onChange={setAnswerText}
            previewLabel="答案预览"
          />
        )}
        <RichTextField
          id={`${id}-analysis`}
          name="analysis"
          label={group ? '材料解析（全文主旨）' : '解析'}
          className={`${field} min-h-20`}
          value={analysis}
          onChange={setAnalysis}
          previewLabel="解析预览"
        />
        <SourceFields value={source} onChange={setSource} className={field} />
        {error !== '' && (
          <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-[13px] text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? '保存中…' : '保存试题'}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
