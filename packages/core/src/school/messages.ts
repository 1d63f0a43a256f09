import { DISK_ZIP_MAX_BYTES, DISK_ZIP_MAX_FILES, DISK_ZIP_MAX_ITEMS } from './constants';

/**
 * The Chinese messages of schools and the school disk, one place each (docs/school.md): the
 * server answers them and the web shows them.
 */
export const SCHOOL_MESSAGES = {
  notMember: '您不是该学校的成员',
  notAdmin: '仅学校管理员可以进行此操作',
  codeInvalid: '学校邀请码无效',
  codeExpired: '学校邀请码已过期，请向学校管理员索取新的邀请码',
  codeThrottled: '邀请码尝试次数过多，请15分钟后再试',
  joinPending: '已提交加入申请，请等待学校管理员审核',
  lastAdmin: '学校至少需要一位管理员，请先设置其他管理员',
  memberNotFound: '该成员不存在或已离开学校',
  requestNotFound: '该加入申请不存在或已处理',
  imageInvalid: '请上传 JPG、PNG 或 WebP 格式、不超过10MB的图片',
  quotaExceeded: '学校网盘空间不足，上传失败，请联系学校管理员清理文件或扩容',
  diskItemNotFound: '文件或文件夹不存在或已删除',
  folderNotFound: '目标文件夹不存在或已删除',
  diskTypeRefused: '网盘仅支持文档、表格、图片、音频和 MP4/WebM 视频',
  videoInvalid: '视频内容与扩展名不符，请上传真实的 MP4 或 WebM 视频',
  noPreview: '该文件暂不支持在线预览，请下载后查看',
  ossOnly: '当前使用内置存储，请直接通过服务器上传',
  moveIntoItself: '不能把文件夹移动到它自己或它的子文件夹中',
  extensionChanged: '文件扩展名不能修改',
  noUpload: '该文件夹仅学校管理员和文件夹负责人可以上传或新建',
  noManage: '仅学校管理员、文件夹负责人或上传者本人可以进行此操作',
  folderHasOthers: '文件夹中有其他老师的文件，仅学校管理员或文件夹负责人可以删除或移动',
  managerNotMember: '文件夹负责人须是本校成员',
  notFolder: '只有文件夹可以设置权限',
  linkExpired: '下载链接已失效，请返回学校网盘重新下载',
  noPurge: '仅学校管理员或上传者本人可以彻底删除',
  purgeHasOthers: '文件夹中有其他老师的文件，仅学校管理员可以彻底删除',
  zipEmpty: '所选文件夹中没有可下载的文件',
  zipTooMany: `打包下载最多包含${DISK_ZIP_MAX_FILES}个文件，请分批下载`,
  zipTooLarge: `打包下载的文件总大小不能超过${DISK_ZIP_MAX_BYTES / 1024 ** 3}GB，请分批下载`,
  zipTooManyItems: `一次最多打包下载${DISK_ZIP_MAX_ITEMS}项，请分批下载`,
} as const;

/** 40009 when the target folder already holds an item called `name`. */
export const diskNameTakenMessage = (name: string) =>
  `目标文件夹中已有名为“${name}”的文件或文件夹，请先改名`;

/** Labels of a folder's permission choices (docs/school.md "Folder permissions"). */
export const DISK_ACCESS_LABELS = {
  see: { all: '全体成员可见', managers: '仅管理员和负责人可见' },
  upload: { all: '全体成员可上传', managers: '仅管理员和负责人可上传' },
} as const;

/** Chinese labels of the school pages (admin, disk, card). */
export const SCHOOL_LABELS = {
  manage: '学校管理',
  disk: '学校网盘',
  trash: '回收站',
  members: '成员',
  resources: '资源',
  monthAdded: '本月新增',
  admin: '管理员',
  teacher: '教师',
} as const;
