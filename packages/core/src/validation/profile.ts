import { PROFILE_MISSING_PERIOD, PROFILE_MISSING_SUBJECT } from '../constants';
import type { ProfileUpdate } from '../domain';

/** What the account or period/subject dialog has; any field may be unset. */
export interface ProfileInput {
  subject?: number | null;
  period?: number | null;
  schoolType?: number | null;
  uname?: string | null;
  schoolName?: string | null;
  avatar?: string | null;
}

const isSet = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/**
 * §5: "Profile save: a missing subject is sent as 0 and a missing period as -1." Other fields
 * are sent only when set (null/undefined are left out, so the server keeps what it has).
 */
export function buildProfilePayload(input: ProfileInput): ProfileUpdate {
  const payload: ProfileUpdate = {
    subject: isSet(input.subject) ? input.subject : PROFILE_MISSING_SUBJECT,
    period: isSet(input.period) ? input.period : PROFILE_MISSING_PERIOD,
  };
  if (isSet(input.schoolType)) payload.schoolType = input.schoolType;
  if (typeof input.uname === 'string') payload.uname = input.uname;
  if (typeof input.schoolName === 'string') payload.schoolName = input.schoolName;
  if (typeof input.avatar === 'string') payload.avatar = input.avatar;
  return payload;
}
