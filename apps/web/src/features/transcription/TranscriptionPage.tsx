import {
  AUDIO_ACCEPT,
  AUDIO_SCENES,
  AUDIO_SPLITTABLE_FORMATS,
  AUDIO_TITLE_MAX,
  clockTime,
  MSG_AUDIO_FORMAT,
  audioTooBigToSplit,
  type AudioFormat,
  type AudioScene,
} from '@aita/core';
import { Button, NoticeBanner, Spinner, StateMessage } from '@aita/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { toastShown } from '../../shared/toast/toastSlice';
import { Recorder } from './Recorder';
import { recordingPath } from './transcriptionSaga';
import {
  deleteRequested,
  pageOpened,
  selectTranscription,
  uploadRequested,
} from './transcriptionSlice';

const field =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-primary-400 focus:ring-2 focus:ring-primary-100';

export const STATE_NAMES = { queued: '排队中', running: '转写中', done: '已完成', failed: '失败' };
const sceneName = (id: string) => AUDIO_SCENES.find((s) => s.id === id)?.name ?? '';

/** `/transcription/index`: what the server can do, the upload or browser recording, the list. */
export function TranscriptionPage() {
  const dispatch = useAppDispatch();
  const { config, recordings, listStatus, uploading } = useAppSelector(selectTranscription);
  const [title, setTitle] = useState('');
  const [scene, setScene] = useState<AudioScene>('lesson');
  const [file, setFile] = useState<File | null>(null);

  useEffect(() => {
    dispatch(pageOpened());
  }, [dispatch]);

  const speech = config?.speech ?? false;
  const blocked = !speech || uploading !== '';

  /** Checks what the browser can know before sending (the server decodes and decides). */
  function send(chosen: File) {
    if (!config) return;
    const ext = chosen.name.split('.').pop()?.toLowerCase() ?? '';
    if (!config.formats.includes(ext)) {
      dispatch(toastShown({ kind: 'error', text: MSG_AUDIO_FORMAT }));
      return;
    }
    if (chosen.size > config.maxBytes) {
      dispatch(
        toastShown({
          kind: 'error',
          text: `录音不能超过 ${Math.round(config.maxBytes / 1024 / 1024)} MB`,
        }),
      );
      return;
    }
    // Only MP3 and WAV are cut into pieces the speech service takes: refuse before uploading.
    if (
      chosen.size > config.pieceMaxBytes &&
      !AUDIO_SPLITTABLE_FORMATS.includes(ext as AudioFormat)
    ) {
      dispatch(toastShown({ kind: 'error', text: audioTooBigToSplit(config.pieceMaxBytes) }));
      return;
    }
    dispatch(uploadRequested({ file: chosen, title, scene }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file) send(file);
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4 md:p-6">
      <h1 className="text-xl font-semibold text-ink">录音转文字</h1>
      {!config ? (
        <Spinner className="py-8" label="正在读取语音服务配置" />
      ) : !speech ? (
        <NoticeBanner tone="warning" data-testid="speech-unavailable">
          {config.note}
        </NoticeBanner>
      ) : (
        config.note && <NoticeBanner tone="info">{config.note}</NoticeBanner>
      )}
      <form
        onSubmit={submit}
        aria-label="上传录音"
        className="space-y-4 rounded-2xl bg-surface p-4 shadow-sm md:p-6"
      >
        <p className="text-sm text-ink-soft">
          上传课堂、会议或家长沟通的录音（mp3、m4a、wav、webm，不超过 2
          小时），或直接在浏览器中录音。 转写完成后可逐句回放、导出 Word、TXT 和 SRT 字幕。
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          <div className="text-sm text-ink-soft">
            <label htmlFor="audio-title">标题（可选）</label>
            <input
              id="audio-title"
              className={field}
              maxLength={AUDIO_TITLE_MAX}
              value={title}
              disabled={!speech}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="例如：八年级数学《勾股定理》"
            />
          </div>
          <div className="text-sm text-ink-soft">
            <label htmlFor="audio-scene">录音类型</label>
            <select
              id="audio-scene"
              className={field}
              value={scene}
              disabled={!speech}
              onChange={(e) => setScene(e.target.value as AudioScene)}
            >
              {AUDIO_SCENES.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label
            className={`rounded-full px-4 py-2 text-sm ring-1 ${
              speech
                ? 'cursor-pointer text-primary-600 ring-primary-200 hover:bg-primary-50'
                : 'cursor-not-allowed text-ink-muted ring-line'
            }`}
          >
            选择录音文件
            <input
              type="file"
              accept={AUDIO_ACCEPT}
              className="sr-only"
              disabled={!speech}
              data-testid="audio-file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
            />
          </label>
          <span className="min-w-0 truncate text-sm text-ink-soft" data-testid="chosen-file">
            {file ? file.name : '未选择文件'}
          </span>
          <Button type="submit" disabled={blocked || !file}>
            上传并转写
          </Button>
        </div>
        <Recorder
          disabled={blocked}
          maxSeconds={config?.maxSeconds ?? 0}
          onRecorded={(recorded) => send(recorded)}
        />
        {uploading && <Spinner label={uploading} />}
      </form>

      <section aria-labelledby="recordings-heading" className="space-y-3">
        <h2 id="recordings-heading" className="text-base font-semibold text-ink">
          我的录音
        </h2>
        {listStatus === 'loading' && recordings.length === 0 ? (
          <Spinner label="加载中" />
        ) : listStatus === 'failed' ? (
          <StateMessage tone="error" title="网络异常，暂无数据" />
        ) : recordings.length === 0 ? (
          <StateMessage title="还没有录音" spacing={8} />
        ) : (
          <ul className="divide-y divide-line rounded-2xl bg-surface shadow-sm">
            {recordings.map((r) => (
              <li key={r.audioId} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                <Link
                  to={recordingPath(r.audioId)}
                  className="min-w-0 flex-1 truncate font-medium text-primary-700 hover:underline"
                >
                  {r.title}
                </Link>
                <span className="text-sm text-ink-soft">{sceneName(r.scene)}</span>
                <span className="text-sm text-ink-soft">{clockTime(r.duration)}</span>
                <span className="text-sm text-ink-soft">{STATE_NAMES[r.state]}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`删除 ${r.title}`}
                  onClick={() => dispatch(deleteRequested(r.audioId))}
                >
                  删除
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
