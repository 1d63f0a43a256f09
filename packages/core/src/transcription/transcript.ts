/**
 * Pure rules over a transcript (docs/transcription.md "Transcript"): the sentence playing at a
 * time, SubRip and plain-text export, and the talk-time sums of the 课堂观察.
 */

/** One sentence of a transcript, seconds from the start of the recording. */
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
}

/**
 * The index of the sentence being played at `time` seconds (the last one that started at or
 * before it and has not ended), or -1 between sentences and before the first. Binary search:
 * the player calls it on every `timeupdate` of a two-hour recording.
 */
export function activeSegmentIndex(segments: readonly TranscriptSegment[], time: number): number {
  let lo = 0;
  let hi = segments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const seg = segments[mid] as TranscriptSegment;
    if (seg.start <= time) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  if (found < 0) return -1;
  return time < (segments[found] as TranscriptSegment).end ? found : -1;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `seconds` as SubRip's `HH:MM:SS,mmm`. */
export function srtTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms % 1000, 3)}`;
}

/** `seconds` as the player shows it: `M:SS`, or `H:MM:SS` past an hour. */
export function clockTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A SubRip (.srt) file of the sentences: numbered cues, CRLF as players expect. */
export function toSrt(segments: readonly TranscriptSegment[]): string {
  return segments
    .filter((s) => s.text.trim() !== '')
    .map(
      (s, i) =>
        `${i + 1}\r\n${srtTime(s.start)} --> ${srtTime(Math.max(s.end, s.start))}\r\n${s.text
          .replace(/\r?\n+/g, ' ')
          .trim()}\r\n`,
    )
    .join('\r\n');
}

/** The transcript as plain text, each sentence on its line with its start time when known. */
export function toPlainText(segments: readonly TranscriptSegment[], text: string): string {
  if (segments.length === 0) return `${text.trim()}\n`;
  return `${segments.map((s) => `[${clockTime(s.start)}] ${s.text.trim()}`).join('\n')}\n`;
}

/** Seconds of speech (the sum of the sentences) and of silence between them, to `duration`. */
export function speechTime(
  segments: readonly TranscriptSegment[],
  duration: number,
): { speech: number; silence: number } {
  let speech = 0;
  for (const s of segments) speech += Math.max(0, s.end - s.start);
  return { speech, silence: Math.max(0, duration - speech) };
}

/** Seconds of speech per speaker label, for sentences the model labelled (index → speaker). */
export function talkTime(
  segments: readonly TranscriptSegment[],
  speakers: ReadonlyArray<{ index: number; speaker: 'teacher' | 'student' }>,
): { teacher: number; student: number; unknown: number } {
  const bySegment = new Map(speakers.map((s) => [s.index, s.speaker]));
  const out = { teacher: 0, student: 0, unknown: 0 };
  segments.forEach((s, i) => {
    const length = Math.max(0, s.end - s.start);
    out[bySegment.get(i) ?? 'unknown'] += length;
  });
  return out;
}
