/**
 * Where the class-book download dialog starts (spec §2 "Class-book download dialogs in three
 * steps: (1) subject / version / grade"). Who sees the card is `canSeeClassBook`, the school and
 * class rules are `clampSchoolClass`, `validateSchoolClass` and `shouldSaveSchool` (validation/).
 */
import { TEACHING_AID_SUBJECTS } from './teaching-aids';

/**
 * The catalogue subject id step 1 starts on: the teacher's subject when it is one of the
 * catalogue's (语文 or 数学), else the first subject (语文). `null` is an anonymous visitor.
 */
export function defaultClassBookSubjectId(
  user: { subjectName: string } | null | undefined,
): number {
  const subject = user?.subjectName.trim() ?? '';
  const found = TEACHING_AID_SUBJECTS.find((s) => s.name === subject);
  return (found ?? TEACHING_AID_SUBJECTS[0])?.id ?? 1;
}
