/**
 * The common info lists of §3 (periodTypeList, schoolTypeList, subjectTypeList), answered by
 * `POST /v1/user/configs`; the lists themselves live in `@aita/core` (the profile rules of the
 * contract and the web's dialogs read the same ones). docs/identity.md "Common info".
 */
import {
  PERIOD_TYPES,
  SCHOOL_TYPES,
  SUBJECT_TYPES,
  type CommonInfo,
  type IdName,
} from '@aita/core';

/** A fresh copy of the lists (callers may not mutate the constants). */
export function commonInfo(): CommonInfo {
  return {
    periodTypeList: PERIOD_TYPES.map((i) => ({ ...i })),
    schoolTypeList: SCHOOL_TYPES.map((i) => ({ ...i })),
    subjectTypeList: SUBJECT_TYPES.map((i) => ({ ...i })),
  };
}

/** The display name of `id` in `list`, `''` when unset or unknown. */
export const nameOf = (list: readonly IdName[], id: number): string =>
  list.find((i) => i.id === id)?.name ?? '';
