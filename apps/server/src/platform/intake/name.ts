import { IntakeError } from './errors';
import { MAX_NAME_CHARS } from './limits';

// C0/C1 controls, DEL, and the bidirectional overrides that disguise an extension
// ("report\u202Excod.exe" shows as "reportexe.docx").
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * The name kept for a file a teacher uploads: Unicode NFC, trimmed, at most
 * {@link MAX_NAME_CHARS} characters (cut before the extension). A name with a path (`/`, `\`,
 * `..`), a NUL or another control character, or a bidi override is refused rather than
 * cleaned: it came from a tool, not from a teacher picking a file. Returns the name and its
 * lower-case extension ('' when none).
 */
export function sanitizeFileName(raw: string): { name: string; ext: string } {
  const name = raw.normalize('NFC').trim();
  if (
    name === '' ||
    FORBIDDEN.test(name) ||
    name.includes('/') ||
    name.includes('\\') ||
    name.startsWith('.')
  ) {
    throw new IntakeError('badName');
  }
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const chars = [...name];
  if (chars.length <= MAX_NAME_CHARS) return { name, ext };
  const tail = ext ? `.${ext}` : '';
  return { name: chars.slice(0, MAX_NAME_CHARS - tail.length).join('') + tail, ext };
}
