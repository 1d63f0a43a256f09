import type { KnowledgeDocument } from '../search/text-index';

/**
 * Product help for the offline knowledge mode and the built-in web search (ARCHITECTURE.md
 * "Embedded defaults"). Written for this product from the spec's screens (§2), rules (§4, §5)
 * and limits (§9); links are routes of this site.
 */
export const HELP_CORPUS: readonly KnowledgeDocument[] = [
  {
    id: 'help-favourite',
    title: '如何收藏应用',
    text: '在应用中心的应用卡片上点击收藏按钮即可收藏应用，再次点击会取消收藏。收藏需要先登录；未登录时点击收藏会先打开登录框，登录成功后系统会自动为您添加收藏。已收藏的应用显示在首页的“我的收藏”栏中，方便下次快速打开。',
    link: '/apps/index',
  },
  {
    id: 'help-join-school',
    title: '如何通过邀请码加入学校',
    text: '向学校管理员索取学校邀请码，在个人页面选择加入学校并输入邀请码，校验通过后即可加入。加入学校后，侧边栏会显示精品资源和校本资源，首页的背景和标志也会跟随学校变化。同时加入多个学校时，可以在下拉菜单中切换当前学校。',
    link: '/my/index',
  },
  {
    id: 'help-membership',
    title: '如何购买会员',
    text: '点击头像旁的会员入口打开会员中心，选择套餐后下单并完成支付，会员有效期按天数累加。开通后头像上会显示 VIP 标识，会员到期日期可在个人页面查看。所有订单可以在“我的订单”对话框中分页查看。',
    link: '/my/index',
  },
  {
    id: 'help-redeem',
    title: '如何使用兑换码',
    text: '在会员中心选择“兑换码”，输入兑换码并确认即可兑换会员时长。每个兑换码只能使用一次，已经使用过的兑换码会提示无法重复兑换。兑换成功后会员有效期会立即延长。',
    link: '/my/index',
  },
  {
    id: 'help-deep-think',
    title: '如何使用深度思考',
    text: '在首页提问框下方打开“深度思考”开关后再发送问题，AI助手会先展示思考过程，再给出最终回答。深度思考适合需要推理和分析的问题，例如教学设计的论证、数学题的解题思路，回答时间会比普通模式长一些。',
    link: '/home/index',
  },
  {
    id: 'help-web-search',
    title: '如何使用联网搜索',
    text: '在提问框下方打开“联网搜索”开关，AI助手会先检索网络资料，再结合资料作答，并在回答中用 [1]、[2] 这样的编号标注出处。点击回答上方的搜索结果可以在右侧抽屉中查看全部来源，鼠标悬停在编号上可预览对应资料。粘贴图片后联网搜索会自动关闭。',
    link: '/home/index',
  },
  {
    id: 'help-teaching-aids',
    title: '如何下载教具',
    text: '小学语文和数学老师可以在首页打开“教具下载”，按三步完成：第一步选择学科、版本和年级；第二步在文件列表中选择需要的教具；第三步填写学校和班级并确认下载。每一步都可以返回上一步修改，学校和班级最多填写40个字。',
    link: '/home/index',
  },
  {
    id: 'help-login',
    title: '如何登录账号',
    text: '点击页面右上角的登录按钮，在弹出的登录框中完成登录。未登录时也可以浏览应用中心和搜索应用，但收藏、AI助手提问、下载和查看订单需要登录。登录后会自动继续您登录前的操作。',
    link: '/home/index',
  },
  {
    id: 'help-profile',
    title: '如何修改个人信息和学段学科',
    text: '在个人页面打开账号信息，可以修改头像、姓名、学校名称、学校类型、学段和学科，然后点击保存。头像支持 jpg、jpeg 和 png 格式，大小不超过2M。切换学段或学科后页面会重新加载，推荐内容会随之更新。',
    link: '/my/index',
  },
  {
    id: 'help-assistant',
    title: 'AI助手能做什么',
    text: 'AI助手可以回答备课、教学设计、作文批改、试卷命题、班级管理等教学问题，也可以联网搜索最新资料并标注出处。回答中的数学公式用 $...$ 和 $$...$$ 书写，会自动排版显示。若回答提示内容不符合平台规范，请修改问题后重试。',
    link: '/home/index',
  },
  {
    id: 'help-app-center',
    title: '如何查找和打开AI应用',
    text: '在侧边栏点击“AI应用”进入应用中心，应用按热门应用、新课标专区和各学科分类展示。在搜索框输入应用名称或用途即可搜索，点击应用卡片即可打开应用。新课标专区收录了义务教育课程标准文件和配套应用。',
    link: '/apps/index',
  },
  {
    id: 'help-classroom',
    title: '如何使用班级管理',
    text: '登录后在侧边栏点击“班级管理”，可以创建班级、查看班级人数并管理学生。班级管理只需要登录，不需要加入学校。首页卡片会显示您的班级数量和学生总数。',
    link: '/classroom/index',
  },
  {
    id: 'help-resources',
    title: '精品资源和校本资源在哪里',
    text: '加入学校后，侧边栏会出现“精品资源”和“校本资源”两个入口。精品资源提供题库和试卷，校本资源是学校自己上传共享的资料。未加入学校时这两个入口会隐藏，点击相关功能卡片会提示请先加入学校。',
    link: '/question-bank-xb/index',
  },
  {
    id: 'help-chat-history',
    title: '如何查看历史会话',
    text: '在侧边栏点击“会话”可以查看和继续之前的对话，会话可以置顶或删除。每次回答都会保存，联网搜索的来源列表也可以在对应回答中再次打开。',
    link: '/chat/index',
  },
];
