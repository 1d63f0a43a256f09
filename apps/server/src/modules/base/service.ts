/**
 * `POST /v1/base/resource/config` and `GET /v1/base/grade/config` (§7 "Config and other"; shapes
 * not shown in the spec, designed in docs/apps.md "Config").
 */
import type { GradeConfig, ResourceConfig } from '@aita/core';

/** Builds the resource config; links are absolute under `publicOrigin`. */
export function resourceConfig(opts: {
  publicOrigin: string;
  icpRecord: string;
  source: 'web' | 'miniprogram';
}): ResourceConfig {
  const page = (slug: string) => `${opts.publicOrigin}/static/pages/${slug}.html`;
  return {
    footerLinks: [
      { name: '公司介绍', link: page('about') },
      { name: '用户协议', link: page('agreement') },
      { name: '隐私政策', link: page('privacy') },
    ],
    icp: {
      name: 'ICP备案',
      text: opts.icpRecord,
      link: opts.icpRecord ? 'https://beian.miit.gov.cn/' : '',
    },
    appCenterPath: '/apps/index',
    source: opts.source,
  };
}

const GRADE_NAMES = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '七年级',
  '八年级',
  '九年级',
  '高一',
  '高二',
  '高三',
] as const;

/** Grades 一年级…高三 (ids 1–12) grouped by period: 小学 1–6, 初中 7–9, 高中 10–12. */
export function gradeConfig(): GradeConfig {
  const grades = (from: number, to: number) =>
    GRADE_NAMES.slice(from - 1, to).map((name, i) => ({ id: from + i, name }));
  return {
    periodList: [
      { id: 1, name: '小学', gradeList: grades(1, 6) },
      { id: 2, name: '初中', gradeList: grades(7, 9) },
      { id: 3, name: '高中', gradeList: grades(10, 12) },
    ],
  };
}
