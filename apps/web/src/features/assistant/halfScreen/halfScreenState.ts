import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatState } from '../chatState';

/** An app open in the half-screen panel beside the conversation (docs/apps.md "Half-screen panel"). */
export interface HalfScreenApp {
  uri: string;
  name: string;
  /** The app's embedded page (`/chat/<uri>?embed=1`), as the server answered. */
  src: string;
  /** Width of the desktop panel, percent of the chat page. */
  widthPercent: number;
}

/**
 * Apps offered by 并排打开: the ones a teacher uses while reading a lesson plan or an answer
 * (board design, lead-in, questions, rubric, lecture script, slide outline); all conversation apps.
 */
export const HALF_SCREEN_APPS = [
  { uri: 'blackboard-design', name: '板书设计' },
  { uri: 'class-intro', name: '课堂导入设计' },
  { uri: 'class-questions', name: '课堂提问设计' },
  { uri: 'rubric-design', name: '表现性评价量规' },
  { uri: 'lecture-script', name: '说课稿' },
  { uri: 'ppt-outline', name: 'PPT课件大纲' },
] as const;

/** Labels of the panel. */
export const HALF_SCREEN_TEXT = {
  open: '并排打开应用',
  menu: '在对话旁打开',
  close: '关闭并排应用',
  panel: (name: string) => `并排应用：${name}`,
} as const;

/** 并排打开 picked an app: the saga asks `/v2/aitalk/halfscreen/info`. */
export const halfScreenRequested = createAction<{ uri: string }>('chat/halfScreenRequested');

/** The panel's reducers, spread into the chat slice. */
export const halfScreenReducers = {
  /** The server said how to open the app: the panel shows it. */
  halfScreenOpened(state: ChatState, action: PayloadAction<HalfScreenApp>) {
    state.halfScreen = action.payload;
  },
  /** 关闭 (or Escape on a phone): the conversation alone again. */
  halfScreenClosed(state: ChatState) {
    state.halfScreen = null;
  },
};
