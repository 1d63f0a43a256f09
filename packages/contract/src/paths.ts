/**
 * Where every endpoint lives: method, path, kind and login rule, per product area. This file is
 * the contract's only source of URLs and imports only `route.ts` (no zod), so
 * `@aita/contract/paths` can go into a browser bundle: `@aita/api` calls `paths.apps.search.path`
 * and takes its types from the schemas with `import type` (docs/architecture/contract.md "Two
 * entry points").
 */
import { route } from './route';

export type { EndpointAuth, EndpointKind, Method, Route } from './route';

/** The routes of every area; area names are those of ARCHITECTURE.md. */
export const paths = {
  identity: {
    userInfo: route('POST', '/v1/user/info', 'json', 'user'),
    updateProfile: route('POST', '/v1/user/mod', 'json', 'user'),
    userConfigs: route('POST', '/v1/user/configs', 'json', 'public'),
    logout: route('POST', '/v1/user/logout', 'json', 'optional'),
    report: route('POST', '/v1/report', 'json', 'optional'),
    ticketLogin: route('POST', '/v1/udc/ticket-login', 'json', 'public'),
    passportLogin: route('POST', '/passport/api/login', 'json', 'public'),
    passportRegister: route('POST', '/passport/api/register', 'json', 'public'),
    passportTicket: route('POST', '/passport/api/ticket', 'json', 'user'),
    passportSsoToken: route('POST', '/passport/api/sso-token', 'json', 'user'),
    passportSmsCode: route('POST', '/passport/api/sms-code', 'json', 'public'),
    passportResetPassword: route('POST', '/passport/api/reset-password', 'json', 'public'),
    changePassword: route('POST', '/v1/user/password', 'json', 'user'),
    sessionList: route('POST', '/v1/user/sessions', 'json', 'user'),
    sessionRevoke: route('POST', '/v1/user/sessions/revoke', 'json', 'user'),
    sessionRevokeAll: route('POST', '/v1/user/sessions/revoke-all', 'json', 'user'),
    /** The token is checked by the login provider: 11100 上传失败，请重试 when it is not valid. */
    avatarUpload: route('POST', '/passport/api/avatar', 'upload', 'user'),
    avatarFile: route('GET', '/files/avatars/:name', 'blob', 'public'),
    loginPage: route('GET', '/passport/login', 'page', 'public'),
    loginScript: route('GET', '/passport/assets/login.js', 'page', 'public'),
    loginStyle: route('GET', '/passport/assets/login.css', 'page', 'public'),
  },
  school: {
    checkCode: route('POST', '/v1/org/check_code', 'json', 'user'),
    join: route('POST', '/v1/org/join', 'json', 'user'),
    setCurrent: route('POST', '/v1/user/cur_org', 'json', 'user'),
    leave: route('POST', '/v1/org/leave', 'json', 'user'),
    card: route('POST', '/v1/org/card', 'json', 'user'),
    /** Admin only, like every call below up to `reviewJoin`. */
    settings: route('POST', '/v1/org/settings', 'json', 'user'),
    update: route('POST', '/v1/org/update', 'json', 'user'),
    regenerateCode: route('POST', '/v1/org/code/regenerate', 'json', 'user'),
    /** Multipart: fields `orgId`, `target` (logo | background), then one image part. */
    uploadImage: route('POST', '/v1/org/image', 'upload', 'user'),
    members: route('POST', '/v1/org/members', 'json', 'user'),
    removeMember: route('POST', '/v1/org/member/remove', 'json', 'user'),
    setRole: route('POST', '/v1/org/member/role', 'json', 'user'),
    reviewJoin: route('POST', '/v1/org/join/review', 'json', 'user'),
    /** The school's logo and background (public: the header shows them). */
    image: route('GET', '/files/orgs/:name', 'blob', 'public'),
    diskLink: route('POST', '/v1/org/disk_link', 'json', 'user'),
    diskToken: route('POST', '/v1/org/disk_token', 'json', 'user'),
    /** Aliyun OSS mode: records a file put straight to the bucket with a `disk_token`. */
    diskCommit: route('POST', '/v1/org/disk/commit', 'json', 'user'),
    diskList: route('POST', '/v1/org/disk/list', 'json', 'user'),
    diskFolder: route('POST', '/v1/org/disk/folder', 'json', 'user'),
    /** Multipart: fields `orgId`, `folderId` (optional), then one file part. */
    diskUpload: route('POST', '/v1/org/disk/upload', 'upload', 'user'),
    diskDelete: route('POST', '/v1/org/disk/delete', 'json', 'user'),
    diskRestore: route('POST', '/v1/org/disk/restore', 'json', 'user'),
    diskPreview: route('POST', '/v1/org/disk/preview', 'json', 'user'),
    /** The file's bytes (range requests), `?orgId=…&download=1` for the original name. */
    diskFile: route('GET', '/v1/org/disk/file/:id', 'blob', 'user'),
    diskRename: route('POST', '/v1/org/disk/rename', 'json', 'user'),
    diskMove: route('POST', '/v1/org/disk/move', 'json', 'user'),
    /** Every folder the caller sees (the move dialog's tree). */
    diskFolders: route('POST', '/v1/org/disk/folders', 'json', 'user'),
    /** Admins: who sees, uploads to and manages a folder. */
    diskAccess: route('POST', '/v1/org/disk/folder/access', 'json', 'user'),
    /** A short-lived signed address of a file's bytes (downloads without the token header). */
    diskFileUrl: route('POST', '/v1/org/disk/file_url', 'json', 'user'),
    /** Moves or deletes several items, each checked alone; answers what failed and why. */
    diskBatch: route('POST', '/v1/org/disk/batch', 'json', 'user'),
    /** Admins: 清空回收站. */
    diskTrashEmpty: route('POST', '/v1/org/disk/trash/empty', 'json', 'user'),
    /** Admins: the last permission changes of the school's folders. */
    diskAccessLog: route('POST', '/v1/org/disk/access_log', 'json', 'user'),
    /** Admins, or the uploader: one item of the 回收站 (and what is under it) deleted for good. */
    diskTrashPurge: route('POST', '/v1/org/disk/trash/purge', 'json', 'user'),
    /** A short-lived signed address of a .zip of folders and files (打包下载). */
    diskZipUrl: route('POST', '/v1/org/disk/zip_url', 'json', 'user'),
    /**
     * The .zip itself, streamed: `?orgId=…&ids=…&u=…&e=…&s=…` from `zip_url`. No token: the
     * signature names the teacher, whose membership and folder rights are checked again.
     */
    diskZip: route('GET', '/v1/org/disk/zip', 'blob', 'public'),
  },
  apps: {
    indexList: route('POST', '/v1/app/index/list', 'json', 'optional'),
    search: route('POST', '/v1/app/search', 'json', 'optional'),
    recommend: route('GET', '/v1/app/recommend', 'json', 'optional'),
    favourites: route('POST', '/v1/aitalk/collect/list', 'json', 'user'),
    updateFavourite: route('POST', '/v1/aitalk/collect/update', 'json', 'user'),
    addRecentApp: route('POST', '/v1/aitalk/mylist/add', 'json', 'user'),
    /** What `/v1/aitalk/mylist/add` wrote: the recent apps, newest first (docs/apps.md). */
    recentApps: route('POST', '/v1/aitalk/mylist/recent', 'json', 'user'),
    addRecentAssistant: route('POST', '/v1/aiassistant/mylist/add', 'json', 'user'),
    logo: route('GET', '/static/app-logos/:file', 'blob', 'public'),
  },
  assistant: {
    info: route('POST', '/v1/aiassistant/info', 'json', 'public'),
    question: route('POST', '/v2/aiassistant/question', 'stream', 'user'),
    /** Re-attaches to an answer by its logId (docs/assistant.md "Resuming an answer"). */
    resume: route('POST', '/v2/aiassistant/question/resume', 'stream', 'user'),
    /** 停止: ends an answer that keeps generating after its client left. */
    stop: route('POST', '/v2/aiassistant/question/stop', 'json', 'user'),
    chatConfig: route('POST', '/v1/aitalk/config', 'json', 'public'),
    check: route('POST', '/v1/aitalk/check', 'json', 'optional'),
    conversations: route('POST', '/v1/aitalk/mylist', 'json', 'user'),
    deleteConversation: route('POST', '/v1/aitalk/mylist/del', 'json', 'user'),
    pinConversation: route('POST', '/v1/aitalk/top/update', 'json', 'user'),
    conversationLog: route('POST', '/v1/aitalk/log/list', 'json', 'user'),
    renameConversation: route('POST', '/v1/aitalk/log/update', 'json', 'user'),
    conversation: route('POST', '/v1/aitalk/info', 'json', 'user'),
    uriInfo: route('POST', '/v1/aitalk/uri/info', 'json', 'optional'),
    networkLog: route('POST', '/v1/network/log/list', 'json', 'user'),
    contentFile: route('POST', '/v2/aitalk/content/file', 'blob', 'user'),
    file: route('POST', '/v2/aitalk/file', 'blob', 'user'),
    reportTags: route('GET', '/v1/report/tags', 'json', 'public'),
    evaluation: route('POST', '/v1/evaluation', 'json', 'user'),
    halfscreen: route('POST', '/v2/aitalk/halfscreen/info', 'json', 'optional'),
  },
  membership: {
    products: route('GET', '/v1/member/products', 'json', 'public'),
    createOrder: route('POST', '/v1/member/order/create', 'json', 'user'),
    orderStatus: route('GET', '/v1/member/order/status', 'json', 'user'),
    orderPage: route('GET', '/v1/member/order/pagelist', 'json', 'user'),
    redeem: route('POST', '/v1/redeem/use', 'json', 'user'),
    /** The membership-book detail: may this teacher open this nobook app, and where (§7). */
    bookDetail: route('POST', '/v1/member/book/detail', 'json', 'user'),
    /** The sandbox provider's checkout (only when the payment provider is the sandbox). */
    sandboxCheckout: route('GET', '/v1/member/sandbox/pay', 'page', 'public'),
    /** The sandbox's payment notification (form or JSON `orderId`, `token`). */
    sandboxNotify: route('POST', '/v1/member/sandbox/pay', 'page', 'public'),
  },
  home: {
    functions: route('POST', '/v1/home/functions', 'json', 'optional'),
    cards: route('POST', '/v1/home/cards', 'json', 'optional'),
    qrcodes: route('GET', '/v1/qrcode/list', 'json', 'public'),
    qrcodeImage: route('GET', '/static/qrcode/:file', 'blob', 'public'),
  },
  activity: {
    info: route('POST', '/v1/activity/info', 'json', 'optional'),
    banner: route('GET', '/static/activity/:file', 'blob', 'public'),
  },
  teachingAids: {
    download: route('POST', '/v1/teaching-aid/download', 'blob', 'user'),
  },
  questionBank: {
    /** Browse and search the bank (organisation members; docs/questionBank.md "Access"). */
    questions: route('POST', '/v2/aitalk/question/infos', 'json', 'user'),
    detail: route('POST', '/v1/tiku/question/detail', 'json', 'user'),
    /** The knowledge-point tree of one 学段 and 学科 (curriculum, not content: public). */
    knowledgeTree: route('POST', '/v1/tiku/knowledge/tree', 'json', 'public'),
    /** The in-app address of the current school's bank (the embed flag's `page`). */
    tikuLink: route('POST', '/v1/org/tiku_link', 'json', 'user'),
    /** The organisation embed flag of a bank page (spec §7; docs/questionBank.md). */
    tikuEmbed: route('POST', '/v1/org/tiku_embed', 'json', 'user'),
    /** 校本资源: add or edit a school (or personal) question; remove; share to the school. */
    save: route('POST', '/v1/tiku/question/save', 'json', 'user'),
    remove: route('POST', '/v1/tiku/question/delete', 'json', 'user'),
    share: route('POST', '/v1/tiku/question/share', 'json', 'user'),
    /** Multipart: fields, then one `.docx` in `file`. */
    importDocx: route('POST', '/v1/tiku/question/import', 'upload', 'user'),
    /** The textbook map of one 学段 and 学科 (public, like the knowledge tree). */
    textbookTree: route('POST', '/v1/tiku/textbook/tree', 'json', 'public'),
    /** Bank questions and exam papers by id, for an assistant that cites them (spec §7). */
    resourceDetails: route('POST', '/v2/agent/resource/details', 'json', 'user'),
    /** AI question generation (or, without a model, questions picked from the bank). */
    generate: route('POST', '/v1/tiku/question/generate', 'json', 'user'),
    /** 收藏: star or unstar a question (idempotent); the teacher's starred questions, newest first. */
    favourite: route('POST', '/v1/tiku/question/favourite', 'json', 'user'),
    favourites: route('POST', '/v1/tiku/question/favourites', 'json', 'user'),
    /** 相似题: questions sharing a question's knowledge points. */
    similar: route('POST', '/v1/tiku/question/similar', 'json', 'user'),
    /** The years and regions the questions of a 学段/学科 carry (the 年份/地区 filters). */
    filterOptions: route('POST', '/v1/tiku/question/filters', 'json', 'user'),
    /** An uploaded image (`/v1/file/upload` kind image) as the link a question's text shows. */
    imageLink: route('POST', '/v1/tiku/question/image', 'json', 'user'),
  },
  essayReview: {
    /** The spec's four calls (fixed shapes, docs/essayReview.md "Calls"). */
    submit: route('POST', '/v1/essay/revise/task/submit', 'json', 'user'),
    list: route('POST', '/v1/essay/revise/list', 'json', 'user'),
    status: route('POST', '/v1/essay/revise/status', 'json', 'user'),
    result: route('POST', '/v1/essay/revise/result', 'json', 'user'),
    /** The teacher's edits, 发布 and the Word file with 批注. */
    updateEssay: route('POST', '/v1/essay/revise/essay/update', 'json', 'user'),
    publish: route('POST', '/v1/essay/revise/publish', 'json', 'user'),
    exportWord: route('POST', '/v1/essay/revise/export', 'blob', 'user'),
    /** An uploaded .txt/.docx as essay text, or an uploaded photo as an essay photo link. */
    file: route('POST', '/v1/essay/revise/file', 'json', 'user'),
    /** Photos → text through the vision model, for the teacher to correct before marking. */
    recognise: route('POST', '/v1/essay/revise/ocr', 'json', 'user'),
    /** A student's revised essay on the same task (the earlier version is kept). */
    resubmit: route('POST', '/v1/essay/revise/essay/resubmit', 'json', 'user'),
  },
  classroom: {
    /** The teacher's classes (docs/classroom.md "Endpoints"); students only for their teachers. */
    list: route('POST', '/v1/class/list', 'json', 'user'),
    create: route('POST', '/v1/class/create', 'json', 'user'),
    update: route('POST', '/v1/class/update', 'json', 'user'),
    delete: route('POST', '/v1/class/delete', 'json', 'user'),
    detail: route('POST', '/v1/class/detail', 'json', 'user'),
    saveStudent: route('POST', '/v1/class/student/save', 'json', 'user'),
    deleteStudent: route('POST', '/v1/class/student/delete', 'json', 'user'),
    /** The empty roster workbook to fill in (学号, 姓名, 性别, 备注). */
    rosterTemplate: route('GET', '/v1/class/roster/template', 'blob', 'public'),
    /** The rows of an uploaded sheet (`/v1/file/upload` kind `sheet`), nothing saved. */
    rosterRead: route('POST', '/v1/class/roster/read', 'json', 'user'),
    rosterImport: route('POST', '/v1/class/roster/import', 'json', 'user'),
    rosterExport: route('POST', '/v1/class/roster/export', 'blob', 'user'),
    saveSeating: route('POST', '/v1/class/seating/save', 'json', 'user'),
    exams: route('POST', '/v1/class/exam/list', 'json', 'user'),
    saveExam: route('POST', '/v1/class/exam/save', 'json', 'user'),
    deleteExam: route('POST', '/v1/class/exam/delete', 'json', 'user'),
    examDetail: route('POST', '/v1/class/exam/detail', 'json', 'user'),
    saveScores: route('POST', '/v1/class/exam/scores', 'json', 'user'),
    exportScores: route('POST', '/v1/class/exam/export', 'blob', 'user'),
    observations: route('POST', '/v1/class/observation/list', 'json', 'user'),
    addObservation: route('POST', '/v1/class/observation/add', 'json', 'user'),
    deleteObservation: route('POST', '/v1/class/observation/delete', 'json', 'user'),
    /** 期末评语: the saved comments and the batch job; a batch through the model; Word. */
    comments: route('POST', '/v1/class/comment/list', 'json', 'user'),
    generateComments: route('POST', '/v1/class/comment/generate', 'json', 'user'),
    saveComment: route('POST', '/v1/class/comment/save', 'json', 'user'),
    exportComments: route('POST', '/v1/class/comment/export', 'blob', 'user'),
    /** Co-teachers: the class's teachers, the owner's invite code, joining by it, removing. */
    teachers: route('POST', '/v1/class/teacher/list', 'json', 'user'),
    invite: route('POST', '/v1/class/teacher/invite', 'json', 'user'),
    join: route('POST', '/v1/class/teacher/join', 'json', 'user'),
    removeTeacher: route('POST', '/v1/class/teacher/remove', 'json', 'user'),
  },
  examPaper: {
    info: route('POST', '/v2/aitalk/paper/info', 'json', 'user'),
    save: route('POST', '/v2/aitalk/paper/save', 'json', 'user'),
    copy: route('POST', '/v2/aitalk/paper/copy', 'json', 'user'),
    delete: route('POST', '/v2/aitalk/paper/delete', 'json', 'user'),
    question: route('POST', '/v2/aitalk/paper/question', 'json', 'user'),
    assemble: route('POST', '/v2/aitalk/paper/assemble', 'json', 'user'),
    /** 智能组卷 to a 双向细目表 (knowledge point × type cells with counts and scores). */
    assembleBlueprint: route('POST', '/v2/aitalk/paper/assemble/blueprint', 'json', 'user'),
    /** The 双向细目表 saved as a paper's target. */
    blueprint: route('POST', '/v2/aitalk/paper/blueprint', 'json', 'user'),
    share: route('POST', '/v2/aitalk/paper/share', 'json', 'user'),
    shared: route('POST', '/v2/aitalk/paper/shared', 'json', 'user'),
    /** The .docx itself, or an envelope refusal. */
    word: route('POST', '/v2/aitalk/paper/word', 'blob', 'user'),
    file: route('POST', '/v2/aitalk/paper/file', 'blob', 'user'),
    template: route('POST', '/v2/aitalk/file/template', 'json', 'user'),
  },
  knowledge: {
    search: route('POST', '/v2/aitalk/knowledge/search', 'json', 'user'),
    config: route('POST', '/v2/aitalk/knowledge/config', 'json', 'user'),
    ask: route('POST', '/v2/aitalk/knowledge/ask', 'json', 'user'),
    /** The same question streamed: `knowledge-hits` first, then `ai-reply` deltas and end. */
    askStream: route('POST', '/v2/aitalk/knowledge/ask/stream', 'stream', 'user'),
    libraries: route('POST', '/v2/aitalk/knowledge/library/list', 'json', 'user'),
    createLibrary: route('POST', '/v2/aitalk/knowledge/library/create', 'json', 'user'),
    deleteLibrary: route('POST', '/v2/aitalk/knowledge/library/delete', 'json', 'user'),
    documents: route('POST', '/v2/aitalk/knowledge/document/list', 'json', 'user'),
    addFile: route('POST', '/v2/aitalk/knowledge/document/add', 'json', 'user'),
    addUrl: route('POST', '/v2/aitalk/knowledge/document/url', 'json', 'user'),
    document: route('POST', '/v2/aitalk/knowledge/document/detail', 'json', 'user'),
    deleteDocument: route('POST', '/v2/aitalk/knowledge/document/delete', 'json', 'user'),
  },
  aiCourse: {
    /** The current school's courses with the teacher's progress (docs/aiCourse.md). */
    courses: route('POST', '/v1/resource/ai/courses', 'json', 'user'),
    /** One lesson (video, reading or quiz) with the teacher's progress; `/video?id=…` uses it. */
    lesson: route('POST', '/v1/resource/ai/lesson', 'json', 'user'),
    progress: route('POST', '/v1/resource/ai/progress', 'json', 'user'),
    quiz: route('POST', '/v1/resource/ai/quiz/submit', 'json', 'user'),
    /** A school admin's view: the courses offered to the school, which are shown, completion. */
    manage: route('POST', '/v1/resource/ai/manage', 'json', 'user'),
    manageToggle: route('POST', '/v1/resource/ai/manage/toggle', 'json', 'user'),
    /** The video bytes with range requests (built-in store) or a redirect to a signed URL (OSS). */
    video: route('GET', '/v1/resource/ai/video/:lessonId', 'blob', 'user'),
    /** The lesson's WebVTT subtitles. */
    subtitles: route('GET', '/v1/resource/ai/subtitles/:lessonId', 'blob', 'user'),
  },
  /** The os=jzax embedding's configuration (docs/aiCourse.md "os=jzax"), seeded, operator-run. */
  jyy: {
    tabList: route('POST', '/v1/jyy/config/tabList', 'json', 'public'),
    keyword: route('POST', '/v1/jyy/miniprogram/keyword', 'json', 'public'),
    nobookIndex: route('POST', '/v1/jyy/nobook/index', 'json', 'public'),
    miniprogramDetail: route('POST', '/v1/jyy/miniprogram/detail', 'json', 'public'),
  },
  courseware: {
    /** The spec's three calls (docs/courseware.md "Endpoints") and the steps between them. */
    info: route('POST', '/v2/aitalk/courseware/info', 'json', 'user'),
    outline: route('POST', '/v2/aitalk/courseware/outline', 'json', 'user'),
    slides: route('POST', '/v2/aitalk/courseware/slides', 'json', 'user'),
    save: route('POST', '/v2/aitalk/courseware/save', 'json', 'user'),
    delete: route('POST', '/v2/aitalk/courseware/delete', 'json', 'user'),
    /** The .pptx itself, or an envelope refusal. */
    file: route('POST', '/v2/aitalk/courseware/file', 'blob', 'user'),
    copyStat: route('POST', '/v2/aitalk/courseware/copy/stat', 'json', 'user'),
    /** What `/code?appId=…` runs (an html-file app, or the AI课件 tool). */
    htmlInfo: route('POST', '/v1/app/html/info', 'json', 'public'),
    /** The html-file app's page, served with a sandboxing Content-Security-Policy. */
    htmlPage: route('GET', '/v1/app/html/:appId', 'page', 'public'),
  },
  /**
   * What serves every area: the health probe, the site configuration, uploads to the object
   * store and the static site pages.
   */
  files: {
    /** Multipart: a field `kind`, then one file part (docs/architecture/intake.md). */
    upload: route('POST', '/v1/file/upload', 'upload', 'user'),
    detail: route('POST', '/v1/file/detail', 'json', 'user'),
    delete: route('POST', '/v1/file/delete', 'json', 'user'),
  },
  transcription: {
    /** The spec's calls: start a transcription, the list, one transcript (GET, query `audioId`). */
    audioAsync: route('POST', '/v1/aitalk/audio/async', 'json', 'user'),
    audioList: route('POST', '/v1/aitalk/audio/list', 'json', 'user'),
    audioText: route('GET', '/v1/aitalk/audio/text', 'json', 'user'),
    /** What speech and model services exist, before anything is uploaded. */
    voiceConfig: route('POST', '/v1/voice/config', 'json', 'public'),
    /** The recording's bytes for the player; the transcript as .docx, .txt or .srt. */
    audioFile: route('POST', '/v1/aitalk/audio/file', 'blob', 'user'),
    audioExport: route('POST', '/v1/aitalk/audio/export', 'blob', 'user'),
    audioDelete: route('POST', '/v1/aitalk/audio/delete', 'json', 'user'),
  },
  imageApps: {
    /** The spec's calls: the templates, and the check of an uploaded image. */
    templates: route('POST', '/v1/image/tpl_list', 'json', 'public'),
    detect: route('POST', '/v1/image/detect', 'json', 'user'),
    /** Made on the server without a model: a photo's colouring page, a 手抄报 (PNG bytes). */
    lineart: route('POST', '/v1/image/lineart', 'blob', 'user'),
    poster: route('POST', '/v1/image/poster', 'blob', 'user'),
    /** With an image model: an illustration (or an edit of an uploaded image) as a job. */
    generate: route('POST', '/v1/image/generate', 'json', 'user'),
    task: route('POST', '/v1/image/task', 'json', 'user'),
    taskImage: route('POST', '/v1/image/task/image', 'blob', 'user'),
  },
  platform: {
    healthz: route('GET', '/healthz', 'page', 'public'),
    readyz: route('GET', '/readyz', 'page', 'public'),
    resourceConfig: route('POST', '/v1/base/resource/config', 'json', 'public'),
    gradeConfig: route('GET', '/v1/base/grade/config', 'json', 'public'),
    /** Which AI capabilities have a model here, so the web says what needs one before a try. */
    capabilities: route('POST', '/v1/base/capabilities', 'json', 'public'),
    ossCredential: route('GET', '/v1/oss/token/get', 'json', 'user'),
    /** Signed with the credential of `ossCredential` (OSS V1 signature), not with X-Token. */
    ossPut: route('PUT', '/oss/*', 'upload', 'public'),
    ossGet: route('GET', '/oss/*', 'blob', 'public'),
    sitePage: route('GET', '/static/pages/:file', 'page', 'public'),
    /** Only while the web app is not built (网页端尚未构建); the built app is served instead. */
    webIndex: route('GET', '/', 'page', 'public'),
  },
  /** Per-question scores of class exams and their analysis (docs/classroom.md "Per-question scores"). */
  classroomItems: {
    examItems: route('POST', '/v1/class/exam/items', 'json', 'user'),
    saveExamItems: route('POST', '/v1/class/exam/items/save', 'json', 'user'),
    saveItemScores: route('POST', '/v1/class/exam/items/scores', 'json', 'user'),
    saveItemPoints: route('POST', '/v1/class/exam/items/knowledge', 'json', 'user'),
    /** Every exam of a class with its figures, oldest first (the trend chart). */
    examTrend: route('POST', '/v1/class/exam/trend', 'json', 'user'),
  },
} as const;

/** The area names. */
export type Area = keyof typeof paths;
