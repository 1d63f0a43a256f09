/**
 * Files picked in a dialog, kept outside Redux (a `File` is not serialisable): the component
 * registers the file and dispatches its id; the saga takes it out once.
 */
const files = new Map<string, { file: Blob; name: string; size: number }>();
let next = 0;

/** Keeps `file` and returns its id. */
export function registerPendingFile(
  file: Blob & { name?: string },
  name = file.name ?? '',
): string {
  next += 1;
  const id = `file-${next}`;
  files.set(id, { file, name, size: file.size });
  return id;
}

/** Removes and returns the file registered under `id`, or undefined. */
export function takePendingFile(id: string) {
  const entry = files.get(id);
  files.delete(id);
  return entry;
}

/** Forgets every registered file (logout: one teacher's picks never reach the next). */
export function forgetPendingFiles(): void {
  files.clear();
}
