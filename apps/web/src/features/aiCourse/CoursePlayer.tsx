import type { AiLessonDetail } from '@aita/api';
import {
  PLAYBACK_RATES,
  PROGRESS_SAVE_INTERVAL_MS,
  resumePosition,
  watchedPercent,
} from '@aita/core';
import { useEffect, useRef, useState } from 'react';
import { AI_COURSE_TEXT, clock } from './strings';

interface Chapter {
  start: number;
  title: string;
}

/** Seconds a teacher may jump ahead and still count as watching in order (timeupdate steps). */
const IN_ORDER_SLACK_SEC = 1.5;

/**
 * The lesson player (docs/aiCourse.md "Player"): the native <video> element with its controls,
 * a speed choice, resume at the saved position, a chapter list read from the lesson's WebVTT cues
 * (a hidden metadata track, parsed by the browser) and the subtitles as a captions track.
 * Progress (position and the share watched in order) is reported every few seconds, on pause,
 * seek and end, and when the page is left.
 */
export function CoursePlayer({
  lesson,
  onProgress,
}: {
  lesson: AiLessonDetail;
  onProgress: (positionSec: number, watchedPct: number) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const metaRef = useRef<HTMLTrackElement>(null);
  const [rate, setRate] = useState(1);
  const [chapters, setChapters] = useState<Chapter[]>([]);
  const [now, setNow] = useState(0);
  const [resumedAt, setResumedAt] = useState(0);
  const report = useRef(onProgress);
  useEffect(() => {
    report.current = onProgress;
  }, [onProgress]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const duration = () =>
      Number.isFinite(video.duration) && video.duration > 0 ? video.duration : lesson.durationSec;
    let watched = (lesson.progress.watchedPct / 100) * lesson.durationSec;
    let lastSaved = Date.now();
    let lastSent = '';
    const save = () => {
      const position = Math.floor(video.currentTime);
      const pct = watchedPercent(watched, duration());
      const key = `${position}:${pct}`;
      if (key === lastSent) return;
      lastSent = key;
      lastSaved = Date.now();
      report.current(position, pct);
    };
    const onMeta = () => {
      const at = resumePosition(lesson.progress.positionSec, duration());
      if (at > 0) {
        video.currentTime = at;
        setResumedAt(at);
      }
    };
    const onTime = () => {
      const t = video.currentTime;
      if (t <= watched + IN_ORDER_SLACK_SEC) watched = Math.max(watched, t);
      setNow(t);
      if (!video.paused && Date.now() - lastSaved >= PROGRESS_SAVE_INTERVAL_MS) save();
    };
    const onEnded = () => {
      watched = duration();
      save();
    };
    video.addEventListener('loadedmetadata', onMeta);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', save);
    video.addEventListener('seeked', save);
    video.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', save);
    if (video.readyState >= 1) onMeta();
    return () => {
      save();
      video.removeEventListener('loadedmetadata', onMeta);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', save);
      video.removeEventListener('seeked', save);
      video.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', save);
    };
    // One lesson per mount (the page keys the player by lesson).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = rate;
  }, [rate]);

  useEffect(() => {
    const element = metaRef.current;
    if (!element) return undefined;
    element.track.mode = 'hidden';
    const read = () => {
      const cues = Array.from(element.track.cues ?? []) as VTTCue[];
      setChapters(
        cues.map((cue) => ({ start: cue.startTime, title: cue.text.split('：')[0] ?? cue.text })),
      );
    };
    element.addEventListener('load', read);
    if (element.readyState === 2) read();
    return () => element.removeEventListener('load', read);
  }, []);

  const seek = (at: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = at;
    void video.play().catch(() => undefined);
  };

  return (
    <div className="flex flex-col gap-3">
      <video
        ref={videoRef}
        controls
        preload="metadata"
        playsInline
        src={lesson.videoUrl}
        aria-label={lesson.title}
        data-testid="course-video"
        className="aspect-video w-full rounded-xl bg-black"
      >
        {lesson.subtitlesUrl ? (
          <>
            <track
              kind="subtitles"
              src={lesson.subtitlesUrl}
              srcLang="zh"
              label={AI_COURSE_TEXT.subtitles}
              default
            />
            <track
              ref={metaRef}
              kind="metadata"
              src={lesson.subtitlesUrl}
              srcLang="zh"
              label="chapters"
            />
          </>
        ) : null}
      </video>
      <div className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
        <label className="flex items-center gap-2">
          {AI_COURSE_TEXT.speed}
          <select
            value={rate}
            onChange={(event) => setRate(Number(event.target.value))}
            data-testid="playback-rate"
            className="h-8 rounded-lg bg-canvas px-2 text-sm text-ink ring-1 ring-line focus:outline-none focus-visible:ring-primary-300"
          >
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={r}>
                {r}×
              </option>
            ))}
          </select>
        </label>
        {resumedAt > 0 ? (
          <span role="status" data-testid="resumed">
            {AI_COURSE_TEXT.resume(clock(resumedAt))}
          </span>
        ) : null}
      </div>
      {chapters.length > 0 ? (
        <nav aria-label={AI_COURSE_TEXT.chapters}>
          <h3 className="mb-2 text-sm font-medium text-ink">{AI_COURSE_TEXT.chapters}</h3>
          <ol className="flex flex-col gap-1" data-testid="video-chapters">
            {chapters.map((chapter, i) => {
              const next = chapters[i + 1]?.start ?? Number.POSITIVE_INFINITY;
              const active = now >= chapter.start && now < next;
              return (
                <li key={chapter.start}>
                  <button
                    type="button"
                    onClick={() => seek(chapter.start)}
                    aria-current={active ? 'true' : undefined}
                    className={
                      active
                        ? 'flex w-full items-center gap-3 rounded-lg bg-primary-50 px-3 py-1.5 text-left text-sm text-primary-700'
                        : 'flex w-full items-center gap-3 rounded-lg px-3 py-1.5 text-left text-sm text-ink-soft hover:bg-primary-50'
                    }
                  >
                    <span className="w-10 tabular-nums">{clock(chapter.start)}</span>
                    <span>{chapter.title}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
