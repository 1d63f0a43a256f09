/**
 * The site configuration calls `POST /v1/base/resource/config` and `GET /v1/base/grade/config`
 * (spec §7 "Config and other"; shapes not shown in the spec, designed in docs/apps.md "Config").
 */

/** A named link (footer, ICP line). */
export interface LinkItem {
  name: string;
  link: string;
}

/** The site resource config: footer links, the ICP filing line, where "more apps" leads. */
export interface ResourceConfig {
  /** 公司介绍, 用户协议, 隐私政策 (§2 "New home" footer). */
  footerLinks: LinkItem[];
  /** The ICP filing line; `text` is `''` when the operator has configured none (the line is hidden). */
  icp: { name: string; link: string; text: string };
  /** Where the new home's "more apps" leads. */
  appCenterPath: string;
  /** `web`, or `miniprogram` when asked with `?source=miniprogram`. */
  source: 'web' | 'miniprogram';
}

/** Periods and their grades. Period ids match the common info's periodTypeList (1 小学, 2 初中, 3 高中). */
export interface GradeConfig {
  periodList: { id: number; name: string; gradeList: { id: number; name: string }[] }[];
}
