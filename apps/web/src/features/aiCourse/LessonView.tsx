import type { AiLessonDetail } from '@aita/api';
import { AI_COURSE_MESSAGES } from '@aita/core';
import { Button } from '@aita/ui';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { progressReported, quizReset, quizSubmitted, selectAiCourse } from './aiCourseSlice';
import { CoursePlayer } from './CoursePlayer';
import { AI_COURSE_TEXT } from './strings';

function Paragraphs({ lines }: { lines: readonly string[] }) {
  return (
    <div className="flex flex-col gap-3 text-[15px] leading-7 text-ink">
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

function Quiz({ lesson }: { lesson: AiLessonDetail }) {
  const dispatch = useAppDispatch();
  const { quiz, quizSending } = useAppSelector(selectAiCourse);
  const [answers, setAnswers] = useState<number[]>(() => lesson.questions.map(() => -1));
  const result = quiz && quiz.correct.length === lesson.questions.length ? quiz : null;
  const complete = answers.every((a) => a >= 0);
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) dispatch(quizSubmitted({ lessonId: lesson.lessonId, answers }));
      }}
    >
      {lesson.questions.map((q, qi) => (
        <fieldset key={qi} className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink">
            {qi + 1}. {q.question}
          </legend>
          {q.options.map((option, oi) => {
            const right = result && result.correct[qi] === oi;
            return (
              <label
                key={oi}
                className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ${right ? 'bg-emerald-50 text-emerald-800 ring-emerald-300' : 'text-ink ring-line'}`}
              >
                <input
                  type="radio"
                  name={`q${qi}`}
                  checked={answers[qi] === oi}
                  disabled={result !== null}
                  onChange={() => setAnswers((prev) => prev.map((a, i) => (i === qi ? oi : a)))}
                />
                {option}
              </label>
            );
          })}
          {result && result.correct[qi] !== answers[qi] ? (
            <p className="text-sm text-rose-700">
              {AI_COURSE_TEXT.correctAnswer(q.options[result.correct[qi] ?? 0] ?? '')}
            </p>
          ) : null}
        </fieldset>
      ))}
      {result ? (
        <div className="flex flex-wrap items-center gap-3" role="status" data-testid="quiz-result">
          <span
            className={result.passed ? 'font-medium text-emerald-700' : 'font-medium text-rose-700'}
          >
            {AI_COURSE_TEXT.score(result.score, result.total)}，
            {result.passed ? AI_COURSE_MESSAGES.quizPassed : AI_COURSE_MESSAGES.quizFailed}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              setAnswers(lesson.questions.map(() => -1));
              dispatch(quizReset());
            }}
          >
            {AI_COURSE_TEXT.retry}
          </Button>
        </div>
      ) : (
        <div>
          <Button type="submit" disabled={!complete || quizSending}>
            {AI_COURSE_TEXT.submit}
          </Button>
        </div>
      )}
    </form>
  );
}

/** One lesson of the course: the video and its notes, a text to read, or a quiz. */
export function LessonView({ lesson }: { lesson: AiLessonDetail }) {
  const dispatch = useAppDispatch();
  return (
    <article
      className="flex flex-col gap-5"
      aria-labelledby="lesson-title"
      data-testid="lesson-view"
    >
      <header className="flex flex-col gap-1">
        <p className="text-xs text-ink-muted">
          {lesson.chapterTitle} · {AI_COURSE_TEXT.kinds[lesson.kind]}
        </p>
        <h2 id="lesson-title" className="text-lg font-semibold text-ink">
          {lesson.title}
        </h2>
      </header>
      {lesson.kind === 'video' ? (
        <>
          <CoursePlayer
            key={lesson.lessonId}
            lesson={lesson}
            onProgress={(positionSec, watchedPct) =>
              dispatch(progressReported({ lessonId: lesson.lessonId, positionSec, watchedPct }))
            }
          />
          {lesson.paragraphs.length > 0 ? (
            <section aria-label={AI_COURSE_TEXT.notes}>
              <h3 className="mb-2 text-sm font-medium text-ink">{AI_COURSE_TEXT.notes}</h3>
              <Paragraphs lines={lesson.paragraphs} />
            </section>
          ) : null}
        </>
      ) : null}
      {lesson.kind === 'reading' ? (
        <>
          <Paragraphs lines={lesson.paragraphs} />
          <div>
            <Button
              variant={lesson.progress.completed ? 'secondary' : 'primary'}
              disabled={lesson.progress.completed}
              onClick={() =>
                dispatch(
                  progressReported({
                    lessonId: lesson.lessonId,
                    positionSec: 0,
                    watchedPct: 0,
                    read: true,
                  }),
                )
              }
            >
              {lesson.progress.completed ? AI_COURSE_TEXT.read : AI_COURSE_TEXT.markRead}
            </Button>
          </div>
        </>
      ) : null}
      {lesson.kind === 'quiz' ? <Quiz key={lesson.lessonId} lesson={lesson} /> : null}
    </article>
  );
}
