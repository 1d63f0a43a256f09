import {
  activeSegmentIndex,
  AUDIO_SCENES,
  clockTime,
  MSG_LOADING,
  TEACHER_QUESTION_TYPES,
  type TranscriptExportFormat,
} from '@aita/core';
import type { AudioTranscript } from '@aita/api';
import { Button, NoticeBanner, Spinner, StateMessage, cn } from '@aita/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { STATE_NAMES } from './TranscriptionPage';
import {
  exportRequested,
  recordingClosed,
  recordingOpened,
  selectTranscription,
} from './transcriptionSlice';

const EXPORTS: { format: TranscriptExportFormat; label: string }[] = [
  { format: 'docx', label: '导出 Word' },
  { format: 'txt', label: '导出 TXT' },
  { format: 'srt', label: '导出字幕 SRT' },
];

const typeName = (id: string) => TEACHER_QUESTION_TYPES.find((t) => t.id === id)?.name ?? id;

/** The summary, the teacher's questions and the 课堂观察 (each one says how it was made). */
function Analysis({ t, seek }: { t: AudioTranscript; seek: (s: number) => void }) {
  const a = t.analysis;
  if (!a) {
    return t.analysisNote ? <NoticeBanner tone="info">{t.analysisNote}</NoticeBanner> : null;
  }
  const o = a.observation;
  const talk = o ? o.teacherSeconds + o.studentSeconds + o.unknownSeconds : 0;
  const share = (s: number) => (talk > 0 ? Math.round((s / talk) * 100) : 0);
  return (
    <div className="space-y-4">
      <section aria-labelledby="summary-heading" className="rounded-2xl bg-surface p-4 shadow-sm">
        <h2 id="summary-heading" className="mb-2 font-semibold text-ink">
          摘要
        </h2>
        <p className="text-sm leading-7 text-ink-soft">{a.summary}</p>
      </section>
      {a.questions.length > 0 && (
        <section
          aria-labelledby="questions-heading"
          className="rounded-2xl bg-surface p-4 shadow-sm"
        >
          <h2 id="questions-heading" className="mb-2 font-semibold text-ink">
            教师提问（{a.questions.length}）
          </h2>
          <ol className="space-y-2 text-sm">
            {a.questions.map((q, i) => (
              <li key={i} className="flex gap-2">
                {q.start !== null ? (
                  <button
                    type="button"
                    className="shrink-0 text-primary-700 hover:underline"
                    onClick={() => seek(q.start ?? 0)}
                    aria-label={`跳到 ${clockTime(q.start)}`}
                  >
                    {clockTime(q.start)}
                  </button>
                ) : null}
                <span className="text-ink">{q.text}</span>
                <span className="ml-auto shrink-0 rounded-full bg-primary-50 px-2 text-xs leading-5 text-primary-700">
                  {typeName(q.type)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {o && (
        <section
          aria-labelledby="observation-heading"
          className="rounded-2xl bg-surface p-4 shadow-sm"
        >
          <h2 id="observation-heading" className="mb-2 font-semibold text-ink">
            课堂观察
          </h2>
          <div
            className="flex h-4 overflow-hidden rounded-full bg-line"
            role="img"
            aria-label={`教师发言 ${share(o.teacherSeconds)}%，学生发言 ${share(o.studentSeconds)}%`}
          >
            <span className="bg-primary-500" style={{ width: `${share(o.teacherSeconds)}%` }} />
            <span className="bg-amber-400" style={{ width: `${share(o.studentSeconds)}%` }} />
          </div>
          <p className="mt-2 text-sm text-ink-soft" data-testid="talk-time">
            教师发言约 {clockTime(o.teacherSeconds)}（{share(o.teacherSeconds)}%），学生发言约{' '}
            {clockTime(o.studentSeconds)}（{share(o.studentSeconds)}%）
            {o.unknownSeconds > 0 ? `，未能判断 ${clockTime(o.unknownSeconds)}` : ''}
          </p>
          <p className="mt-1 text-xs text-ink-muted">{o.method}</p>
          {o.questionTypes.length > 0 && (
            <p className="mt-2 text-sm text-ink-soft">
              提问类型：{o.questionTypes.map((q) => `${typeName(q.type)} ${q.count} 个`).join('，')}
            </p>
          )}
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft">
            {o.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </section>
      )}
      {t.analysisNote && <NoticeBanner tone="info">{t.analysisNote}</NoticeBanner>}
    </div>
  );
}

/** `/transcription/:audioId`: progress, then the player with the sentence playing highlighted. */
export function RecordingPage({ audioId }: { audioId: string }) {
  const dispatch = useAppDispatch();
  const { transcript: t, audioUrl, openError, exporting } = useAppSelector(selectTranscription);
  const player = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    dispatch(recordingOpened(audioId));
    return () => {
      dispatch(recordingClosed());
    };
  }, [dispatch, audioId]);

  const segments = useMemo(() => t?.segments ?? [], [t]);
  const active = activeSegmentIndex(segments, time);

  useEffect(() => {
    if (active < 0) return;
    list.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [active]);

  const seek = (s: number) => {
    const audio = player.current;
    if (!audio) return;
    audio.currentTime = s;
    setTime(s);
    void audio.play().catch(() => undefined);
  };

  const back = (
    <Link to="/transcription/index" className="text-sm text-primary-700 hover:underline">
      ← 返回录音列表
    </Link>
  );
  if (openError) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 p-4 md:p-6">
        {back}
        <StateMessage tone="error" title={openError} />
      </div>
    );
  }
  if (!t) return <Spinner className="py-32" label={MSG_LOADING} />;
  const scene = AUDIO_SCENES.find((s) => s.id === t.scene)?.name ?? '';

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4 md:p-6">
      {back}
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold text-ink">{t.title}</h1>
        <span className="text-sm text-ink-soft">
          {scene} · {clockTime(t.duration)} · {STATE_NAMES[t.state]}
        </span>
      </div>
      {(t.state === 'queued' || t.state === 'running') && (
        <div className="rounded-2xl bg-surface p-4 shadow-sm">
          <p className="mb-2 text-sm text-ink-soft">{t.stage || '正在转写'}</p>
          <div
            role="progressbar"
            aria-label="转写进度"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={t.progress}
            className="h-2 overflow-hidden rounded-full bg-line"
          >
            <div
              className="h-full bg-primary-500"
              style={{ width: `${Math.max(4, t.progress)}%` }}
            />
          </div>
        </div>
      )}
      {t.state === 'failed' && <NoticeBanner tone="error">{t.error ?? '转写失败'}</NoticeBanner>}
      {t.state === 'done' && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-4">
            <div className="space-y-3 rounded-2xl bg-surface p-4 shadow-sm">
              {audioUrl ? (
                <audio
                  ref={player}
                  src={audioUrl}
                  controls
                  preload="metadata"
                  className="w-full"
                  aria-label="录音播放器"
                  data-testid="player"
                  onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
                  onSeeked={(e) => setTime(e.currentTarget.currentTime)}
                />
              ) : (
                <Spinner label="正在载入录音" />
              )}
              <div className="flex flex-wrap gap-2">
                {EXPORTS.map((e) => (
                  <Button
                    key={e.format}
                    variant="secondary"
                    size="sm"
                    disabled={exporting !== null}
                    onClick={() => dispatch(exportRequested(e.format))}
                  >
                    {e.label}
                  </Button>
                ))}
              </div>
            </div>
            <section
              aria-labelledby="transcript-heading"
              className="rounded-2xl bg-surface p-4 shadow-sm"
            >
              <h2 id="transcript-heading" className="mb-2 font-semibold text-ink">
                转写全文
              </h2>
              {segments.length ? (
                <ol
                  ref={list}
                  className="max-h-[60vh] space-y-1 overflow-y-auto pr-1"
                  data-testid="segments"
                >
                  {segments.map((s, i) => (
                    <li key={i} data-index={i}>
                      <button
                        type="button"
                        onClick={() => seek(s.start)}
                        aria-current={i === active ? 'true' : undefined}
                        className={cn(
                          'flex w-full gap-3 rounded-lg px-2 py-1.5 text-left text-sm leading-6 transition-colors',
                          i === active
                            ? 'bg-primary-100 text-ink'
                            : 'text-ink-soft hover:bg-primary-50',
                        )}
                      >
                        <span className="w-12 shrink-0 text-primary-700 tabular-nums">
                          {clockTime(s.start)}
                        </span>
                        <span>{s.text}</span>
                      </button>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm leading-7 whitespace-pre-wrap text-ink-soft">{t.text}</p>
              )}
            </section>
          </div>
          <Analysis t={t} seek={seek} />
        </div>
      )}
    </div>
  );
}
