import { downloadAnswerDocx, isApiError, rateAnswer } from '@aita/api';
import { MSG_OPERATION_FAILED } from '@aita/core';
import { createAction } from '@reduxjs/toolkit';
import { call, put, select } from 'typed-redux-saga';
import { apiClient, appPorts } from '../../../shared/ports/context';
import { toastShown } from '../../../shared/toast/toastSlice';
import type { WithChat } from '../chatState';
import type { answerRated } from '../chatSlice';

/** 导出Word on an answer (docs/apps.md "Export to Word"). */
export const wordExportRequested = createAction<{ logId: string }>('chat/wordExportRequested');

/** Labels of the answer tools (docs/apps.md). */
export const APP_TOOL_TEXT = {
  exportWord: '导出Word',
  exporting: '正在生成 Word…',
  exported: '已导出 Word 文件',
  copyPlain: '复制纯文本',
  useful: '有用',
  useless: '没用',
  rated: '感谢反馈，我们会据此改进这个应用',
  whyUseless: '哪里不满意？（可多选）',
  submit: '提交',
} as const;

/** `yyyyMMdd` of now, for the file name. */
const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
};

/** 导出Word: the server makes the .docx (packages/docgen); the browser saves it. */
export function* onWordExport(action: ReturnType<typeof wordExportRequested>) {
  const client = yield* apiClient();
  const { files } = yield* appPorts();
  const name = yield* select((s: WithChat) => s.chat.welcome.appName || 'AI教学助手');
  yield* put(toastShown({ kind: 'info', text: APP_TOOL_TEXT.exporting }));
  try {
    const blob = yield* call(downloadAnswerDocx, client, action.payload.logId);
    files.saveFile(blob, `${name}-${today()}.docx`);
    yield* put(toastShown({ kind: 'success', text: APP_TOOL_TEXT.exported }));
  } catch (error) {
    const text = isApiError(error) && error.kind === 'business' ? error.msg : MSG_OPERATION_FAILED;
    yield* put(toastShown({ kind: 'error', text }));
  }
}

/** 有用 / 没用: stored on the server per app (`POST /v1/evaluation`). */
export function* onRated(action: ReturnType<typeof answerRated>) {
  const client = yield* apiClient();
  const { logId, useful, tags } = action.payload;
  try {
    yield* call(rateAnswer, client, { logId, useful, tags });
    yield* put(toastShown({ kind: 'success', text: APP_TOOL_TEXT.rated }));
  } catch (error) {
    const text = isApiError(error) && error.kind === 'business' ? error.msg : MSG_OPERATION_FAILED;
    yield* put(toastShown({ kind: 'error', text }));
  }
}
