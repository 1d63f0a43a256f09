/**
 * The os=jzax embedding's configuration (spec §2 "Layout": top tabs 发现, 应用中心, 会话 and a
 * subject selector; §7 `POST /v1/jyy/config/tabList`, `/v1/jyy/miniprogram/keyword`,
 * `/v1/jyy/nobook/index`, `/v1/jyy/miniprogram/detail`; docs/aiCourse.md "os=jzax"). Seeded and
 * changed by operators (`npm run admin -- jyy:set`), so the partner changes it without a release.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { ignoredBody } from './ignored';
import { textField } from './fields';
import { paths } from './paths';

/** A top tab: its label and the route (same-origin path) it opens. */
export const jyyTabSchema = z.object({
  key: z.string().min(1).max(40),
  name: z.string().min(1).max(20),
  path: z.string().regex(/^\/[\w\-/]*$/, { message: '应为本站路径' }),
});

export const jyySubjectSchema = z.object({ id: z.number().int(), name: z.string().min(1).max(20) });

export const jyyTabListSchema = z.object({
  tabList: z.array(jyyTabSchema).min(1).max(10),
  subjectList: z.array(jyySubjectSchema).max(40),
});

export const jyyKeywordSchema = z.object({
  list: z.array(z.object({ keyword: z.string().min(1).max(40), appUri: z.string().max(80) })),
});

export const jyyNobookItemSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(60),
  subject: z.string().max(20),
  grade: z.string().max(20),
  desc: z.string().max(200),
});
export const jyyNobookSchema = z.object({ list: z.array(jyyNobookItemSchema) });

export const jyyMiniprogramSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(40),
  desc: z.string().max(200),
  /** The mini-program's own page path, as the host app opens it. */
  path: z.string().max(200),
  /** The app of this catalogue it stands for ('' when none). */
  appUri: z.string().max(80),
});
export const jyyMiniprogramsSchema = z.object({ list: z.array(jyyMiniprogramSchema) });

export const jyy = {
  tabList: endpoint(paths.jyy.tabList, { body: ignoredBody, data: jyyTabListSchema }),
  keyword: endpoint(paths.jyy.keyword, { body: ignoredBody, data: jyyKeywordSchema }),
  /** `subject` ('' or absent: all) filters the virtual experiments by subject name. */
  nobookIndex: endpoint(paths.jyy.nobookIndex, {
    body: z
      .object({ subject: textField(20).optional() })
      .optional()
      .transform((v) => ({ subject: v?.subject?.trim() ?? '' })),
    data: jyyNobookSchema,
  }),
  miniprogramDetail: endpoint(paths.jyy.miniprogramDetail, {
    body: z.object({ id: textField(40).min(1, { message: '不能为空' }) }),
    data: jyyMiniprogramSchema,
  }),
} as const;

export type JyyTabList = z.infer<typeof jyyTabListSchema>;
export type JyyNobookItem = z.infer<typeof jyyNobookItemSchema>;
export type JyyMiniprogram = z.infer<typeof jyyMiniprogramSchema>;
