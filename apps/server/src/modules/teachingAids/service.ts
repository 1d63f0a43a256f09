import {
  allTeachingAidFiles,
  TEACHING_AID_GRADES,
  TEACHING_AID_SUBJECTS,
  type TeachingAidEntry,
} from '@aita/core';
import { jihe } from './generators/jihe';
import { kantu } from './generators/kantu';
import { kousuan } from './generators/kousuan';
import { langdu } from './generators/langdu';
import type { AidContext, AidPersonalisation } from './generators/layout';
import { createAidPdf } from './generators/pdf-kit';
import { shengzi } from './generators/shengzi';
import { shuwei } from './generators/shuwei';

export type { AidPersonalisation } from './generators/layout';

/** §8 download failure for a url outside the catalogue (40004). */
export const MSG_TEACHING_AID_NOT_FOUND = '资料不存在';

/** The generator of each kind, by the file name of the catalogue url. */
const KINDS: Record<string, (ctx: AidContext) => void> = {
  'kousuan-lianxi': kousuan,
  'shuwei-jishuqi': shuwei,
  'jihe-tuxing': jihe,
  'shengzi-kapian': shengzi,
  'langdu-pingjia': langdu,
  'kantu-xiehua': kantu,
};

const ENTRIES = new Map(allTeachingAidFiles().map((entry) => [entry.url, entry]));

/** The catalogue entry of an exact url (no normalisation: `..` and the like never match). */
export function findTeachingAid(url: string): TeachingAidEntry | undefined {
  return ENTRIES.get(url);
}

/**
 * The PDF of one catalogue file (docs/teaching-aids.md): the same bytes for the same entry and
 * personalisation. Throws for an entry whose kind has no generator (a catalogue/server mismatch,
 * caught by the test that generates every entry).
 */
export async function generateTeachingAid(
  entry: TeachingAidEntry,
  who: AidPersonalisation = {},
): Promise<Uint8Array> {
  const kind = entry.url.slice(entry.url.lastIndexOf('/') + 1).replace(/\.pdf$/, '');
  const draw = KINDS[kind];
  const subject = TEACHING_AID_SUBJECTS.find((s) => s.id === entry.subjectId);
  const version = subject?.versions.find((v) => v.id === entry.versionId);
  const grade = TEACHING_AID_GRADES.find((g) => g.id === entry.grade);
  if (!draw || !version || !grade) throw new Error(`no generator for ${entry.url}`);
  const title = entry.name.replace(/\.pdf$/, '');
  const pdf = await createAidPdf(title);
  draw({
    pdf,
    grade: grade.id,
    gradeName: grade.name,
    versionName: version.name,
    title,
    url: entry.url,
    who: {
      ...(who.school ? { school: who.school } : {}),
      ...(who.className ? { className: who.className } : {}),
    },
  });
  return pdf.save();
}

/**
 * Every catalogue file with the size of its PDF without school and class: the source of core's
 * TEACHING_AID_SIZES (`tools/teaching-aid-sizes.mjs`) and of the test that checks it.
 */
export async function measureTeachingAids(): Promise<{ url: string; size: number }[]> {
  const sizes: { url: string; size: number }[] = [];
  for (const entry of ENTRIES.values()) {
    sizes.push({ url: entry.url, size: (await generateTeachingAid(entry)).length });
  }
  return sizes;
}
