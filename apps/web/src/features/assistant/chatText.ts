/**
 * Chat labels the spec does not fix (docs/chat-web.md). The §8 texts come from `@aita/core`'s
 * messages; these are ours, kept in one place.
 */
export const CHAT_TEXT = {
  deepThink: '深度思考',
  network: '联网搜索',
  thinking: '深度思考中…',
  thoughtFor: (seconds: number) => `已深度思考（用时 ${seconds} 秒）`,
  thought: '已深度思考',
  searched: (n: number) => `已搜索到 ${n} 个网页`,
  stop: '停止',
  stopped: '已停止生成',
  copy: '复制',
  regenerate: '重新生成',
  send: '发送',
  /** Refusal before sending: the text stays in the box for the teacher to shorten. */
  tooLong: (max: number, length: number) => `问题最多 ${max} 字，当前 ${length} 字，请删减后再发送`,
  placeholder: '输入您的问题，可粘贴图片；Enter 发送，Shift+Enter 换行',
  inputLabel: '向 AI 助手提问',
  newChat: '新建对话',
  /** 编辑 under a question: its text back into the box, to change and send again. */
  editQuestion: '编辑',
  conversations: '历史会话',
  noConversations: '暂无会话，提一个问题开始吧',
  pin: '置顶',
  unpin: '取消置顶',
  rename: '重命名',
  moreActions: '更多操作',
  remove: '删除',
  confirmRemove: '确定删除该会话吗？删除后不可恢复。',
  cancel: '取消',
  confirm: '确定',
  save: '保存',
  drawerTitle: '联网搜索结果',
  offline: '当前未配置大模型，回答来自内置知识库检索',
  /** A template app without a model (docs/apps.md "Without a model"). */
  offlineTemplate: '当前未配置大模型：提交后给出离线模板，完整生成需管理员配置大模型',
  loginToSee: '登录后查看历史会话',
  assistantName: 'AI教学助手',
  disclaimer: '内容由 AI 生成，请仔细甄别',
  loadEarlier: '加载更早的消息',
  loadingEarlier: '正在加载更早的消息…',
  questionImages: '提问附带的图片',
  openImage: (n: number) => `查看原图 ${n}`,
} as const;
