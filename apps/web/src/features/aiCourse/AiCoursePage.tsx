import type { AiCourseList } from '@aita/api';
import { AI_COURSE_MESSAGES, Code, MSG_LOADING } from '@aita/core';
import { Button, Spinner, StateMessage } from '@aita/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ROUTES } from '../../shared/routes';
import {
  courseToggled,
  coursesRequested,
  lessonOpened,
  manageRequested,
  selectAiCourse,
} from './aiCourseSlice';
import { LessonView } from './LessonView';
import { AI_COURSE_TEXT, clock } from './strings';

type Course = AiCourseList['courses'][number];

function Outline({
  course,
  openId,
  onOpen,
}: {
  course: Course;
  openId: number;
  onOpen: (id: number) => void;
}) {
  return (
    <nav
      aria-label={AI_COURSE_TEXT.outline}
      className="flex flex-col gap-4"
      data-testid="course-outline"
    >
      {course.chapters.map((chapter) => (
        <section key={chapter.chapterId} className="flex flex-col gap-1">
          <h3 className="px-2 text-sm font-semibold text-ink">{chapter.title}</h3>
          <ol className="flex flex-col gap-0.5">
            {chapter.lessons.map((lesson) => {
              const open = lesson.lessonId === openId;
              const state = lesson.progress.completed
                ? AI_COURSE_TEXT.completed
                : lesson.kind === 'video' && lesson.progress.watchedPct > 0
                  ? AI_COURSE_TEXT.watched(lesson.progress.watchedPct)
                  : '';
              return (
                <li key={lesson.lessonId}>
                  <button
                    type="button"
                    onClick={() => onOpen(lesson.lessonId)}
                    aria-current={open ? 'page' : undefined}
                    data-testid={`lesson-${lesson.lessonId}`}
                    className={`flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm ${open ? 'bg-primary-50 text-primary-700' : 'text-ink-soft hover:bg-primary-50'}`}
                  >
                    <span className="shrink-0 rounded bg-canvas px-1.5 py-0.5 text-xs text-ink-soft ring-1 ring-line">
                      {AI_COURSE_TEXT.kinds[lesson.kind]}
                    </span>
                    <span className="flex-1">{lesson.title}</span>
                    {lesson.durationSec > 0 ? (
                      <span className="text-xs tabular-nums text-ink-soft">
                        {clock(lesson.durationSec)}
                      </span>
                    ) : null}
                    {state ? (
                      <span
                        className={`text-xs ${lesson.progress.completed ? 'text-emerald-700' : 'text-ink-soft'}`}
                        data-testid="lesson-state"
                      >
                        {state}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}

/** 学习情况: the admin's choice of shown courses and each teacher's completion. */
function ManagePanel({ orgId }: { orgId: number }) {
  const dispatch = useAppDispatch();
  const { manage } = useAppSelector(selectAiCourse);
  useEffect(() => {
    dispatch(manageRequested(orgId));
  }, [dispatch, orgId]);
  if (!manage) return <Spinner className="py-8" label={MSG_LOADING} />;
  return (
    <section
      aria-labelledby="manage-title"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line"
      data-testid="course-manage"
    >
      <h2 id="manage-title" className="text-base font-semibold text-ink">
        {AI_COURSE_TEXT.manage}
      </h2>
      <p className="text-sm text-ink-soft">{AI_COURSE_TEXT.manageHint}</p>
      <ul className="flex flex-col gap-2">
        {manage.courses.map((course) => (
          <li key={course.courseId}>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={course.enabled === 1}
                onChange={(event) =>
                  dispatch(
                    courseToggled({
                      orgId,
                      courseId: course.courseId,
                      enabled: event.target.checked ? 1 : 0,
                    }),
                  )
                }
              />
              {course.title}（{AI_COURSE_TEXT.showCourse}）
            </label>
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[420px] text-left text-sm">
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {AI_COURSE_TEXT.teacher}
              </th>
              <th scope="col" className="py-2 font-medium">
                {AI_COURSE_TEXT.phoneTail}
              </th>
              <th scope="col" className="py-2 font-medium">
                {AI_COURSE_TEXT.done}
              </th>
              <th scope="col" className="py-2 font-medium">
                {AI_COURSE_TEXT.lastStudied}
              </th>
            </tr>
          </thead>
          <tbody>
            {manage.teachers.map((t) => (
              <tr key={t.uid} className="border-t border-line text-ink">
                <td className="py-2">{t.uname || '—'}</td>
                <td className="py-2 tabular-nums">{t.phoneTail}</td>
                <td className="py-2 tabular-nums">
                  {t.completedCount}/{t.lessonCount}
                </td>
                <td className="py-2">
                  {t.lastStudiedAt
                    ? new Date(t.lastStudiedAt * 1000).toLocaleDateString('zh-CN')
                    : AI_COURSE_TEXT.never}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * `/ai-course/index` (spec §2 "AI course"): the current school's course outline with the
 * teacher's progress, the open lesson (`?lesson=ID`, kept across reloads), and 学习情况 for the
 * school's admins.
 */
export function AiCoursePage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAiCourse);
  const [params, setParams] = useSearchParams();
  const [managing, setManaging] = useState(false);
  useEffect(() => {
    dispatch(coursesRequested());
  }, [dispatch]);
  const course = state.list?.courses[0];
  const lessons = useMemo(() => course?.chapters.flatMap((c) => c.lessons) ?? [], [course]);
  const wanted = Number(params.get('lesson'));
  const openId =
    lessons.find((l) => l.lessonId === wanted)?.lessonId ??
    lessons.find((l) => !l.progress.completed)?.lessonId ??
    lessons[0]?.lessonId ??
    0;
  useEffect(() => {
    if (openId) dispatch(lessonOpened(openId));
  }, [dispatch, openId]);

  const title = <h1 className="text-xl font-semibold text-ink">{AI_COURSE_TEXT.title}</h1>;
  if (state.listStatus === 'failed') {
    const noSchool = state.listError?.text === AI_COURSE_MESSAGES.noSchool;
    return (
      <div className="mx-auto max-w-5xl p-4">
        {title}
        <StateMessage
          tone={state.listError?.code === Code.FORBIDDEN ? 'empty' : 'error'}
          title={state.listError?.text ?? ''}
          action={
            noSchool ? (
              <Link to={ROUTES.my} className="text-sm text-primary-600 underline">
                {AI_COURSE_TEXT.joinSchool}
              </Link>
            ) : undefined
          }
        />
      </div>
    );
  }
  if (!state.list) return <Spinner className="py-32" label={MSG_LOADING} />;
  const lesson = state.lesson?.lessonId === openId ? state.lesson : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {title}
        <span className="text-sm text-ink-muted">{state.list.orgName}</span>
        <span className="flex-1" />
        {state.list.canManage ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setManaging((v) => !v)}
            aria-expanded={managing}
          >
            {AI_COURSE_TEXT.manage}
          </Button>
        ) : null}
      </div>
      {managing ? <ManagePanel orgId={state.list.orgId} /> : null}
      {!course ? (
        <StateMessage title={AI_COURSE_TEXT.emptyCourse} />
      ) : (
        <>
          <section className="flex flex-col gap-2 rounded-2xl bg-surface p-5 ring-1 ring-line">
            <h2 className="text-lg font-semibold text-ink">{course.title}</h2>
            <p className="text-sm text-ink-soft">{course.summary}</p>
            <div className="flex items-center gap-3">
              <div
                className="h-2 flex-1 overflow-hidden rounded-full bg-primary-50"
                role="progressbar"
                aria-label={AI_COURSE_TEXT.progress(course.completedCount, course.lessonCount)}
                aria-valuemin={0}
                aria-valuemax={course.lessonCount}
                aria-valuenow={course.completedCount}
              >
                <div
                  className="h-full rounded-full bg-primary-500"
                  style={{
                    width: `${course.lessonCount ? (course.completedCount * 100) / course.lessonCount : 0}%`,
                  }}
                />
              </div>
              <span className="text-sm text-ink-soft" data-testid="course-progress">
                {AI_COURSE_TEXT.progress(course.completedCount, course.lessonCount)}
              </span>
            </div>
          </section>
          <div className="grid gap-5 lg:grid-cols-[300px_1fr]">
            <aside className="rounded-2xl bg-surface p-3 ring-1 ring-line lg:self-start">
              <Outline
                course={course}
                openId={openId}
                onOpen={(id) =>
                  setParams((p) => {
                    const next = new URLSearchParams(p);
                    next.set('lesson', String(id));
                    return next;
                  })
                }
              />
            </aside>
            <section
              aria-label="课程内容"
              className="min-w-0 rounded-2xl bg-surface p-5 ring-1 ring-line"
            >
              {state.lessonStatus === 'failed' ? (
                <StateMessage tone="error" title={state.lessonError?.text ?? ''} />
              ) : lesson ? (
                <LessonView lesson={lesson} />
              ) : (
                <Spinner className="py-16" label={MSG_LOADING} />
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
