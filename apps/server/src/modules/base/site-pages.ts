/**
 * Small server-rendered pages the home links to (docs/apps.md "Pages"): the footer's company
 * intro, user agreement and privacy policy, the invite activity, and the targets of the group
 * and app-download QR codes. Plain Chinese text, no script; served at `/static/pages/<slug>.html`.
 */
export interface SitePage {
  title: string;
  paragraphs: string[];
}

export const SITE_PAGES: Record<string, SitePage> = {
  about: {
    title: '公司介绍',
    paragraphs: [
      'AI教学助手是面向中小学教师的智能备课平台，提供教案生成、作文批改、智能出题、课件制作等 AI 应用。',
      '我们希望把教师从重复劳动中解放出来，把更多时间留给学生。',
    ],
  },
  agreement: {
    title: '用户协议',
    paragraphs: [
      '欢迎使用AI教学助手。使用本服务即表示您同意遵守本协议及相关法律法规。',
      '您应妥善保管账号与密码，不得利用本服务发布违法、侵权或不良信息。',
      'AI 生成的内容仅供参考，请在教学使用前自行核对。',
    ],
  },
  privacy: {
    title: '隐私政策',
    paragraphs: [
      '我们仅收集提供服务所必需的信息：手机号、昵称、学校、学段与学科，以及您主动上传的图片。',
      '您的登录凭证在服务器上只保存摘要；上传的图片仅用于您发起的对话。',
      '如需注销账号或删除数据，请联系学校管理员或平台客服。',
    ],
  },
  invite: {
    title: '邀请同事，一起用AI备课',
    paragraphs: [
      '把AI教学助手分享给同校老师：同事注册并加入学校后，双方均可获得会员体验时长。',
      '活动规则以平台公告为准。',
    ],
  },
  group: {
    title: '教师交流群',
    paragraphs: [
      '欢迎加入教师交流群，与全国老师交流 AI 备课经验。请在微信中打开本页面获取入群方式。',
    ],
  },
  download: {
    title: '下载 App',
    paragraphs: ['AI教学助手 App 正在开发中，敬请期待。现在可以直接在手机浏览器中使用网页版。'],
  },
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML of page `slug`, or undefined when there is no such page. */
export function renderSitePage(slug: string): string | undefined {
  if (!Object.hasOwn(SITE_PAGES, slug)) return undefined;
  const page = SITE_PAGES[slug] as SitePage;
  const body = page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} - AI教学助手</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.7;color:#1f2937}</style>
</head><body><h1>${escapeHtml(page.title)}</h1>
${body}
<p><a href="/home/index">返回首页</a></p>
</body></html>
`;
}
