/**
 * School: joining a school by its code and switching the current one (spec §1 "join an
 * organisation by code", §6 "can switch organisation"; docs/identity.md).
 */
import { ORG_CODE_MAX_LENGTH } from '@aita/core';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { textField } from './fields';
import { paths } from './paths';

/** Largest id a PostgreSQL `integer` holds. */
const MAX_INT = 2_147_483_647;

const codeBody = z.object({ code: textField(ORG_CODE_MAX_LENGTH).min(1) });

/** A school found by its join code. */
export const orgCodeResultSchema = z.object({
  orgId: z.number(),
  orgName: z.string(),
  logo: z.string(),
});

/** School endpoints. */
export const school = {
  /** `POST /v1/org/check_code {code}`: the school of a code; unknown → 40004 学校邀请码无效. */
  checkCode: endpoint(paths.school.checkCode, { body: codeBody, data: orgCodeResultSchema }),
  /** `POST /v1/org/join {code}`: joins (idempotent) and makes the school current. */
  join: endpoint(paths.school.join, {
    body: codeBody,
    data: orgCodeResultSchema.extend({ curOrgId: z.number() }),
  }),
  /** `POST /v1/user/cur_org {orgId}`: makes one of the teacher's schools current; else 40003. */
  setCurrent: endpoint(paths.school.setCurrent, {
    body: z.object({ orgId: z.number().int().min(1).max(MAX_INT) }),
    data: z.object({ curOrgId: z.number() }),
  }),
} as const;
