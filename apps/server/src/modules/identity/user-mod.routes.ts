import { Code, PROFILE_MISSING_PERIOD, SCHOOL_CLASS_MAX_LENGTH } from '@aita/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser, userOf } from './auth';
import {
  MSG_AVATAR_URL_INVALID,
  MSG_PERIOD_INVALID,
  MSG_SCHOOL_NAME_TOO_LONG,
  MSG_SCHOOL_TYPE_INVALID,
  MSG_SUBJECT_INVALID,
  MSG_TEXT_BAD_CHAR,
  MSG_UNAME_EMPTY,
  MSG_UNAME_TOO_LONG,
} from './messages';
import { ok } from '../../platform/http/envelope';
import { DomainError } from '../../platform/errors';
import { parseInput } from '../../platform/http/validate';
import { NAME_CONTROL_CHARACTERS, UNAME_MAX_LENGTH } from './account.service';
import { AVATAR_PATH_PATTERN } from './avatar-store';
import { PERIOD_TYPES, SCHOOL_TYPES, SUBJECT_TYPES, type CommonItem } from './common-info';
import type { ProfileChanges, ProfileService } from './profile.service';

const int = z.number().int().nullish();
const str = z.string().max(1000).nullish();
const bodySchema = z.object({
  uname: str,
  schoolName: str,
  schoolType: int,
  period: int,
  subject: int,
  avatar: str,
});

const invalid = (msg: string) => new DomainError(Code.INVALID_PARAM, msg);
const has = (list: readonly CommonItem[], id: number) => list.some((i) => i.id === id);
const length = (s: string) => [...s].length;

/**
 * Validates a `/v1/user/mod` body (§7; §5 "a missing subject is sent as 0 and a missing period
 * as -1"): every field optional; `null` counts as absent; text is trimmed and stored verbatim
 * (it is data, escaped by whoever renders it). Throws 40001 with a Chinese message naming the
 * problem.
 */
export function validateProfileChanges(body: unknown): ProfileChanges {
  const input = parseInput(bodySchema, body);
  const changes: ProfileChanges = {};
  if (input.uname != null) {
    const uname = input.uname.trim();
    if (!uname) throw invalid(MSG_UNAME_EMPTY);
    if (length(uname) > UNAME_MAX_LENGTH) throw invalid(MSG_UNAME_TOO_LONG);
    if (NAME_CONTROL_CHARACTERS.test(uname)) throw invalid(`姓名${MSG_TEXT_BAD_CHAR}`);
    changes.uname = uname;
  }
  if (input.schoolName != null) {
    const schoolName = input.schoolName.trim();
    if (length(schoolName) > SCHOOL_CLASS_MAX_LENGTH) throw invalid(MSG_SCHOOL_NAME_TOO_LONG);
    if (NAME_CONTROL_CHARACTERS.test(schoolName)) throw invalid(`学校名称${MSG_TEXT_BAD_CHAR}`);
    changes.schoolName = schoolName;
  }
  if (input.schoolType != null) {
    if (input.schoolType !== 0 && !has(SCHOOL_TYPES, input.schoolType)) {
      throw invalid(MSG_SCHOOL_TYPE_INVALID);
    }
    changes.schoolType = input.schoolType;
  }
  if (input.period != null) {
    const unset = input.period === PROFILE_MISSING_PERIOD || input.period === 0;
    if (!unset && !has(PERIOD_TYPES, input.period)) throw invalid(MSG_PERIOD_INVALID);
    changes.period = unset ? PROFILE_MISSING_PERIOD : input.period;
  }
  if (input.subject != null) {
    if (input.subject !== 0 && !has(SUBJECT_TYPES, input.subject)) {
      throw invalid(MSG_SUBJECT_INVALID);
    }
    changes.subject = input.subject;
  }
  if (input.avatar != null) {
    if (input.avatar !== '' && !AVATAR_PATH_PATTERN.test(input.avatar)) {
      throw invalid(MSG_AVATAR_URL_INVALID);
    }
    changes.avatar = input.avatar;
  }
  return changes;
}

/** `POST /v1/user/mod {uname?, schoolName?, schoolType?, period?, subject?, avatar?}` (§7). */
export const userModRoute: FastifyPluginAsync<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  app.post('/v1/user/mod', { preHandler: requireUser }, async (request) => {
    const changes = validateProfileChanges(request.body);
    await profileService.update(userOf(request).id, changes);
    return ok(null);
  });
};
