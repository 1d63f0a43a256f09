/**
 * The spec's user-facing Chinese strings, to the character, one place each (§2, §5, §8).
 * Import them; never retype them.
 */

// §8 error catalogue
/** §8: network or HTTP failure (non-200 status or timeout); nobook and search exceptions. */
export const MSG_NETWORK_ERROR = '网络异常，暂无数据';
/** §8: collect failure when an error is thrown. */
export const MSG_OPERATION_FAILED = '操作失败，请重试';
/** §8: auto-favourite failure. */
export const MSG_AUTO_COLLECT_FAILED = '自动收藏失败';
/** §8: auto-favourite failure, long form. */
export const MSG_AUTO_COLLECT_FAILED_MANUAL = '自动收藏失败，请手动收藏';
/** §8: order list failure. */
export const MSG_ORDER_LIST_FAILED = '获取订单列表失败';
/** §8: web search list failure. */
export const MSG_NETWORK_LIST_FAILED = '获取联网搜索列表失败';
/** §8: AI status 4, and the stream-error apology. */
export const MSG_AI_UNABLE = '抱歉，AI助手暂时无法回答您的问题，请稍后再试';
/** §8: AI status 5. */
export const MSG_AI_VIOLATION = '您发送的内容不符合平台规范，请修改后重试';
/** §8: stream error toast. */
export const MSG_AI_STREAM_ERROR = 'AI对话出错，请重试';
/** §8: send exception, in the chat. */
export const MSG_SEND_NETWORK_ERROR = '网络连接异常，请检查网络后重试。';
/** §8: send exception toast. */
export const MSG_SEND_FAILED = '发送失败，请检查网络';
/** §8: assistant config load failure: default welcome. */
export const MSG_DEFAULT_WELCOME = '我们暂时没有上线相关应用，让我直接为您解答疑惑吧！';
/** §8: avatar upload failure for code 11100. */
export const MSG_UPLOAD_RETRY = '上传失败，请重试';
/** §8: upload credential failure. */
export const MSG_UPLOAD_CREDENTIAL_FAILED = '获取上传凭证失败';
/** §8: default reason of an image upload failure. */
export const MSG_UNKNOWN_ERROR = '未知错误';
/**
 * True when `text` contains Chinese characters, i.e. it was written for a teacher (all UI text is
 * Chinese). A library's or the network's own English message (ali-oss, "Failed to fetch") is not.
 */
export const isChineseText = (text: string): boolean => /[\u3400-\u9fff]/.test(text);
/**
 * §8: image upload failure: 上传失败：{reason}. The reason is shown only when it is Chinese (the
 * built-in store's refusals are); anything else falls back to 未知错误.
 */
export const msgUploadFailed = (reason?: string): string =>
  `上传失败：${reason && isChineseText(reason) ? reason : MSG_UNKNOWN_ERROR}`;
/** §8: download failure alert. */
export const MSG_DOWNLOAD_FAILED = '无法从网站上提取文件，请检查网络或资源是否有效';
/** §8: a manual stream close. */
export const MSG_STREAM_CLOSED_MANUALLY = '连接已手动关闭';

// §8 success messages
export const MSG_COLLECT_OK = '收藏成功';
export const MSG_COLLECT_CANCELLED = '取消收藏';
export const MSG_COLLECT_CANCEL_OK = '取消收藏成功';
export const MSG_SET_OK = '设置成功';
export const MSG_UPLOAD_OK = '上传成功';
export const MSG_PROFILE_UPDATED = '更新信息成功';
export const MSG_LOGIN_AUTO_COLLECTED = '登录成功，已自动添加收藏';
export const MSG_COPY_OK = '复制成功';

// §5 validation and §2 screens
/** §5: new-home send with empty text. */
export const MSG_ENTER_QUESTION = '请输入问题';
/** §5: avatar of the wrong type or over 2 MB. */
export const MSG_AVATAR_TOO_LARGE = '头像尺寸过大，请选择小于2M的图片';
/** §5: jptk and xbtk feature cards without an organisation. */
export const MSG_JOIN_SCHOOL_FIRST = '请先加入学校';
/** §5: image compression when the image cannot be loaded. */
export const MSG_INVALID_IMAGE = '无效图片';
/** §2: spinner until the experiment info is known. */
export const MSG_LOADING_EXPERIMENT = '正在加载';
/** §2/§9: loading overlay text. */
export const MSG_LOADING = '加载中';
/** A page not built yet. */
export const MSG_UNDER_CONSTRUCTION = '建设中';

/** §2: sidebar items, in order. */
export const SIDEBAR_LABELS = {
  home: '首页',
  apps: 'AI应用',
  chat: '会话',
  premium: '精品资源',
  school: '校本资源',
  classroom: '班级管理',
  course: 'AI通识课',
  my: '我的',
} as const;
