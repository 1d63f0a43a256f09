import './classroom.css';
import { Code, gradeName, SUBJECT_TYPES } from '@aita/core';
import { Button, cn, Spinner, StateMessage, Tabs } from '@aita/ui';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ClassForm } from './ClassForm';
import { CommentsPanel } from './CommentsPanel';
import { JoinForm } from './JoinForm';
import { TeachersPanel } from './TeachersPanel';
import {
  classDeleteRequested,
  classroomOpened,
  classSelected,
  selectClassroom,
} from './classroomSlice';
import { RollCallPanel } from './RollCallPanel';
import { ScoresPanel } from './ScoresPanel';
import { SeatingPanel } from './SeatingPanel';
import { StudentsPanel } from './StudentsPanel';
import { CLASSROOM_TEXT } from './strings';

type TabKey = keyof typeof CLASSROOM_TEXT.tabs;

/** 初一 · 数学, from a class's grade and subject ('' when neither is set). */
function classLine(grade: number, subject: number): string {
  const parts = [gradeName(grade), SUBJECT_TYPES.find((s) => s.id === subject)?.name ?? ''];
  return parts.filter(Boolean).join(' · ');
}

/**
 * `/classroom/index` (docs/classroom.md "Web"): the teacher's classes on the left (a strip on a
 * phone), the open class's 学生, 座位表, 课堂点名 and 成绩 on the right.
 */
export function ClassroomPage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectClassroom);
  const [form, setForm] = useState<'new' | 'edit' | null>(null);
  // A co-teacher's invite link: /classroom/index?invite=CODE opens 加入班级 with the code.
  const [joinCode, setJoinCode] = useState<string | null>(() =>
    typeof window === 'undefined'
      ? null
      : new URLSearchParams(window.location.search).get('invite'),
  );
  const [tab, setTab] = useState<TabKey>('students');
  useEffect(() => {
    dispatch(classroomOpened());
  }, [dispatch]);

  const { classes, detail } = state;
  const current = detail?.class ?? null;
  const remove = () => {
    if (current && window.confirm(CLASSROOM_TEXT.confirmDelete(current.name))) {
      dispatch(classDeleteRequested(current.classId));
    }
  };

  return (
    <div className="classroom mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 md:flex-row">
      <nav aria-label="我的班级" className="classroom-nav shrink-0 md:w-56">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h1 className="whitespace-nowrap text-lg font-semibold text-ink">
            {CLASSROOM_TEXT.title}
          </h1>
          <span className="flex gap-1">
            <Button size="sm" variant="secondary" onClick={() => setJoinCode('')}>
              加入班级
            </Button>
            <Button size="sm" onClick={() => setForm('new')}>
              {CLASSROOM_TEXT.newClass}
            </Button>
          </span>
        </div>
        <ul className="flex gap-2 overflow-x-auto md:flex-col md:overflow-visible">
          {classes.map((c) => (
            <li key={c.classId} className="shrink-0">
              <button
                type="button"
                aria-current={c.classId === state.selectedId ? 'page' : undefined}
                onClick={() => dispatch(classSelected(c.classId))}
                className={cn(
                  'w-full rounded-xl px-3 py-2 text-left text-sm',
                  c.classId === state.selectedId
                    ? 'bg-primary-500 text-white'
                    : 'bg-surface text-ink hover:bg-primary-50',
                )}
              >
                <span className="block font-medium">{c.name}</span>
                <span className="block text-xs">{c.studentCount} 名学生</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <section className="min-w-0 flex-1 rounded-2xl bg-surface p-4 shadow-sm" aria-live="polite">
        {state.listStatus === 'loading' && classes.length === 0 ? (
          <Spinner className="py-24" label="正在加载" />
        ) : state.listStatus === 'failed' ? (
          <StateMessage tone="error" title={state.error?.text ?? ''} />
        ) : classes.length === 0 ? (
          <StateMessage
            title={CLASSROOM_TEXT.empty}
            description={CLASSROOM_TEXT.emptyHint}
            action={<Button onClick={() => setForm('new')}>{CLASSROOM_TEXT.newClass}</Button>}
          />
        ) : state.detailStatus === 'failed' ? (
          <StateMessage
            tone="error"
            title={state.error?.text ?? ''}
            description={state.error?.code === Code.FORBIDDEN ? CLASSROOM_TEXT.privacy : undefined}
          />
        ) : !detail ? (
          <Spinner className="py-24" label="正在加载" />
        ) : (
          <>
            <header className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 className="text-lg font-semibold text-ink">{detail.class.name}</h2>
              <span className="text-sm text-ink-soft">
                {classLine(detail.class.grade, detail.class.subject)}
              </span>
              <span className="text-xs text-ink-muted">{CLASSROOM_TEXT.privacy}</span>
              {detail.class.role === 'owner' ? (
                <span className="ml-auto flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setForm('edit')}>
                    {CLASSROOM_TEXT.editClass}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={remove} disabled={state.saving}>
                    {CLASSROOM_TEXT.deleteClass}
                  </Button>
                </span>
              ) : (
                <span className="ml-auto text-xs text-ink-soft">您是本班的任课老师</span>
              )}
            </header>
            <Tabs
              selected={tab}
              onChange={setTab}
              tabs={[
                {
                  key: 'students',
                  label: CLASSROOM_TEXT.tabs.students,
                  content: <StudentsPanel detail={detail} saving={state.saving} />,
                },
                {
                  key: 'seating',
                  label: CLASSROOM_TEXT.tabs.seating,
                  content: <SeatingPanel detail={detail} saving={state.saving} />,
                },
                {
                  key: 'rollCall',
                  label: CLASSROOM_TEXT.tabs.rollCall,
                  content: <RollCallPanel detail={detail} />,
                },
                {
                  key: 'scores',
                  label: CLASSROOM_TEXT.tabs.scores,
                  content: <ScoresPanel detail={detail} />,
                },
                {
                  key: 'comments',
                  label: CLASSROOM_TEXT.tabs.comments,
                  content: <CommentsPanel detail={detail} />,
                },
                {
                  key: 'teachers',
                  label: CLASSROOM_TEXT.tabs.teachers,
                  content: <TeachersPanel detail={detail} />,
                },
              ]}
            />
          </>
        )}
      </section>
      {joinCode !== null ? (
        <JoinForm
          initialCode={joinCode}
          saving={state.saving}
          onClose={() => {
            setJoinCode(null);
            if (window.location.search.includes('invite='))
              window.history.replaceState(null, '', window.location.pathname);
          }}
        />
      ) : null}
      {form ? (
        <ClassForm
          current={form === 'edit' ? current : null}
          saving={state.saving}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
