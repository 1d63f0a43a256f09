import type { UserInfo } from '../domain';
import { isPeriodUnset, isSubjectUnset } from './user-rules';

/** §5: the period the class-book is for. */
export const CLASS_BOOK_PERIOD = '小学';
/** §5: the subjects the class-book is for. */
export const CLASS_BOOK_SUBJECTS: readonly string[] = ['语文', '数学'];

/**
 * §5: "Class-book shown to primary-school (小学) teachers of 语文 or 数学, also when period or
 * subject is unset, and to anonymous users." Read per field: the period must be 小学 or unset,
 * and the subject 语文/数学 or unset. `null` is an anonymous user. An unset field is one whose id
 * is unset or whose name is empty.
 */
export function canSeeClassBook(
  user: Pick<UserInfo, 'period' | 'subject' | 'periodName' | 'subjectName'> | null | undefined,
): boolean {
  if (!user) return true;
  const periodOk =
    isPeriodUnset(user.period) || !user.periodName || user.periodName === CLASS_BOOK_PERIOD;
  const subjectOk =
    isSubjectUnset(user.subject) ||
    !user.subjectName ||
    CLASS_BOOK_SUBJECTS.includes(user.subjectName);
  return periodOk && subjectOk;
}
