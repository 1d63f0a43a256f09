import {
  clockTime,
  MSG_RECORDER_DENIED,
  MSG_RECORDER_UNSUPPORTED,
  RECORDER_AUDIO_BITS_PER_SECOND,
} from '@aita/core';
import { Button } from '@aita/ui';
import { useEffect, useRef, useState } from 'react';

/** The container the browser records in: webm (Chrome, Firefox) or mp4 (Safari). */
function recordingType(): { mime: string; ext: 'webm' | 'm4a' } | null {
  if (typeof MediaRecorder === 'undefined') return null;
  for (const [mime, ext] of [
    ['audio/webm;codecs=opus', 'webm'],
    ['audio/webm', 'webm'],
    ['audio/mp4', 'm4a'],
  ] as const) {
    if (MediaRecorder.isTypeSupported(mime)) return { mime, ext };
  }
  return null;
}

/**
 * Records from the microphone with MediaRecorder and hands the recording over as a file (the
 * same path as an uploaded one: the server decodes and checks it). Stops itself at `maxSeconds`.
 */
export function Recorder({
  disabled,
  maxSeconds,
  onRecorded,
}: {
  disabled: boolean;
  maxSeconds: number;
  onRecorded: (file: File) => void;
}) {
  const [state, setState] = useState<'idle' | 'recording' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const type = recordingType();

  const stopTracks = () => {
    recorder.current?.stream.getTracks().forEach((t) => t.stop());
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTracks, []);

  async function start() {
    if (!type || !navigator.mediaDevices?.getUserMedia) {
      setState('error');
      setMessage(MSG_RECORDER_UNSUPPORTED);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('error');
      setMessage(MSG_RECORDER_DENIED);
      return;
    }
    const chunks: Blob[] = [];
    // Low-rate Opus/AAC keeps two hours under what one speech request takes (a webm cannot be cut).
    const rec = new MediaRecorder(stream, {
      mimeType: type.mime,
      audioBitsPerSecond: RECORDER_AUDIO_BITS_PER_SECOND,
    });
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      stopTracks();
      setState('idle');
      const stamp = new Date().toLocaleString('zh-CN', { hour12: false }).replace(/[/: ]/g, '-');
      const blob = new Blob(chunks, { type: type.mime.split(';')[0] });
      if (blob.size > 0)
        onRecorded(new File([blob], `录音-${stamp}.${type.ext}`, { type: blob.type }));
    };
    recorder.current = rec;
    rec.start(1000);
    setSeconds(0);
    setMessage('');
    setState('recording');
    const began = Date.now();
    timer.current = setInterval(() => {
      const s = Math.floor((Date.now() - began) / 1000);
      setSeconds(s);
      if (s >= maxSeconds) rec.stop();
    }, 500);
  }

  return (
    <div className="space-y-2">
      {state === 'recording' ? (
        <div className="flex items-center gap-3">
          <span className="inline-flex items-center gap-2 text-sm text-danger" role="status">
            <span className="size-2.5 animate-pulse rounded-full bg-danger" aria-hidden="true" />
            正在录音 {clockTime(seconds)}
          </span>
          <Button variant="secondary" onClick={() => recorder.current?.stop()}>
            停止并转写
          </Button>
        </div>
      ) : (
        <Button variant="secondary" disabled={disabled || !type} onClick={() => void start()}>
          在浏览器中录音
        </Button>
      )}
      {!type && <p className="text-xs text-ink-muted">{MSG_RECORDER_UNSUPPORTED}</p>}
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
