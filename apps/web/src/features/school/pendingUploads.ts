/**
 * Files picked for upload, kept outside the Redux store (a `File` is not serialisable): the page
 * puts them here under an id and dispatches the ids; the saga takes them out.
 */
const pending = new Map<string, File>();
let next = 1;

/** Keeps `file` until the saga takes it; returns its id. */
export function keepFile(file: File): string {
  const id = `f${next++}`;
  pending.set(id, file);
  return id;
}

/** Takes a kept file (once). */
export function takeFile(id: string): File | undefined {
  const file = pending.get(id);
  pending.delete(id);
  return file;
}
