/**
 * A name not yet taken in a folder (docs/school.md "Duplicate names"): an upload or a new folder
 * called like something already there becomes “名称（1）.docx”, “名称（2）.docx”… (the number
 * before a file's extension, full-width brackets as Chinese file managers write them), so a
 * folder never holds two items of one name.
 *
 * @param name the wanted name
 * @param taken names of the live items of the folder
 * @param isFile whether the number goes before the extension
 */
export function diskFreeName(name: string, taken: ReadonlySet<string>, isFile: boolean): string {
  if (!taken.has(name)) return name;
  const dot = isFile ? name.lastIndexOf('.') : -1;
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let n = 1; ; n++) {
    const candidate = `${stem}（${n}）${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}
