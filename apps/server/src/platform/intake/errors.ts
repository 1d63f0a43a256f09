/**
 * Why intake refused a file, with the Chinese sentence the teacher reads. The HTTP layer turns
 * an {@link IntakeError} into 40001 with this message (docs/architecture/intake.md "Refused").
 */
export const INTAKE_MESSAGES = {
  noFile: '请选择要上传的文件',
  badKind: '参数错误：kind 应为 document、image、audio 或 sheet',
  kindAfterFile: '参数错误：kind 须在文件之前提交',
  tooManyFiles: '一次只能上传一个文件',
  empty: '文件为空，请检查后重新上传',
  badName: '文件名包含非法字符，请重命名后再上传',
  badExtension: '不支持该文件格式，请上传规定格式的文件',
  mismatch: '文件内容与扩展名不符，请上传真实的文件',
  executable: '不能上传可执行程序或脚本',
  notText: '文本文件须为 UTF-8 或 GBK 编码的纯文本',
  svg: '不支持 SVG 图片，请转为 PNG 或 JPG 后上传',
  zipBomb: '文件压缩比异常或解压后过大，已拒绝',
  zipBroken: '文件已损坏或不是有效的 Office 文档',
  zipNested: '文件内嵌套的压缩包过多，已拒绝',
  pdfScript: 'PDF 含有脚本或启动外部程序的动作，已拒绝',
  oleBroken: '文件已损坏或不是有效的 Excel 文件，请用 Excel 或 WPS 打开后重新保存',
  oleEncrypted: '该表格设置了密码，请先在 Excel 或 WPS 中取消密码后再上传',
  oleMacro: '表格含有宏，已拒绝；请另存为不含宏的 .xlsx 或 .xls 后再上传',
  uploadBroken: '上传中断或数据格式错误，请重新上传',
} as const;

export type IntakeReason = keyof typeof INTAKE_MESSAGES | 'tooLarge';

/** `too large` names the kind's limit, so the teacher knows what fits. */
export function tooLargeMessage(maxBytes: number): string {
  return `文件过大，此类文件不能超过 ${Math.round(maxBytes / (1024 * 1024))}MB`;
}

/** A refused file. `message` is the Chinese sentence for the teacher. */
export class IntakeError extends Error {
  constructor(
    readonly reason: IntakeReason,
    message: string = reason === 'tooLarge' ? '文件过大' : INTAKE_MESSAGES[reason],
  ) {
    super(message);
    this.name = 'IntakeError';
  }
}
