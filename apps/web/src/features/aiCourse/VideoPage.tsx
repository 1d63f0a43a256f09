import { MSG_LOADING } from '@aita/core';
import { Spinner, StateMessage } from '@aita/ui';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { ROUTES } from '../../shared/routes';
import { lessonOpened, progressReported, selectAiCourse } from './aiCourseSlice';
import { CoursePlayer } from './CoursePlayer';
import { AI_COURSE_TEXT } from './strings';

/**
 * `/video?id=…` (spec §2 "exist; contents not shown"): one lesson video by itself, for shared
 * links, under the same access rules as the course (the server answers the refusal).
 */
export function VideoPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { lesson, lessonStatus, lessonError } = useAppSelector(selectAiCourse);
  useEffect(() => {
    if (valid) dispatch(lessonOpened(id));
  }, [dispatch, id, valid]);
  const heading = (
    <h1 className="text-xl font-semibold text-ink">
      {lesson?.lessonId === id ? lesson.title : AI_COURSE_TEXT.videoTitle}
    </h1>
  );
  let body;
  if (!valid) body = <StateMessage title="视频不存在，请检查链接" />;
  else if (lessonStatus === 'failed') body = <StateMessage title={lessonError?.text ?? ''} />;
  else if (!lesson || lesson.lessonId !== id)
    body = <Spinner className="py-24" label={MSG_LOADING} />;
  else if (lesson.kind !== 'video' || !lesson.videoUrl)
    body = <StateMessage title={AI_COURSE_TEXT.notVideo} />;
  else {
    body = (
      <CoursePlayer
        key={lesson.lessonId}
        lesson={lesson}
        onProgress={(positionSec, watchedPct) =>
          dispatch(progressReported({ lessonId: lesson.lessonId, positionSec, watchedPct }))
        }
      />
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {heading}
        <span className="flex-1" />
        {valid ? (
          <Link to={`${ROUTES.course}?lesson=${id}`} className="text-sm text-primary-600 underline">
            {AI_COURSE_TEXT.openCourse}
          </Link>
        ) : null}
      </div>
      {lesson?.lessonId === id && lesson.courseTitle ? (
        <p className="text-sm text-ink-soft">
          {lesson.courseTitle} · {lesson.chapterTitle}
        </p>
      ) : null}
      {body}
    </div>
  );
}
