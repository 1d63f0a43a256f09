import type { BankQuestion } from '@aita/api';
import type { KnowledgeNode, QuestionType } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 数学: the subject the seeded bank covers (SUBJECT_TYPES id). */
export const BANK_SUBJECT = 2;
/** 学段 tabs of the page: 小学 and 初中 (PERIOD_TYPES ids). */
export const BANK_PERIODS = [
  { id: 1, name: '小学' },
  { id: 2, name: '初中' },
] as const;

/** What the question list shows and how it got there. */
export interface QuestionBankState {
  period: number;
  tree: KnowledgeNode[];
  knowledgePointId: string | null;
  type: QuestionType | null;
  difficulty: number | null;
  keyword: string;
  page: number;
  list: BankQuestion[];
  total: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The server's refusal code (40003: not in a school, 20100: not logged in) or 0. */
  errorCode: number;
  errorText: string;
}

const initialState: QuestionBankState = {
  period: 2,
  tree: [],
  knowledgePointId: null,
  type: null,
  difficulty: null,
  keyword: '',
  page: 1,
  list: [],
  total: 0,
  status: 'idle',
  errorCode: 0,
  errorText: '',
};

/**
 * The 精品资源 page's state (docs/questionBank.md "Web"): filters, the knowledge tree of the
 * chosen 学段, and the current page of questions. Every filter change returns to page 1.
 */
export const questionBankSlice = createSlice({
  name: 'questionBank',
  initialState,
  reducers: {
    bankOpened(state: QuestionBankState, action: PayloadAction<{ period: number }>) {
      state.period = action.payload.period;
    },
    periodChanged(state: QuestionBankState, action: PayloadAction<number>) {
      state.period = action.payload;
      state.knowledgePointId = null;
      state.tree = [];
      state.page = 1;
    },
    knowledgePointSelected(state: QuestionBankState, action: PayloadAction<string | null>) {
      state.knowledgePointId = action.payload;
      state.page = 1;
    },
    typeChanged(state: QuestionBankState, action: PayloadAction<QuestionType | null>) {
      state.type = action.payload;
      state.page = 1;
    },
    difficultyChanged(state: QuestionBankState, action: PayloadAction<number | null>) {
      state.difficulty = action.payload;
      state.page = 1;
    },
    keywordSubmitted(state: QuestionBankState, action: PayloadAction<string>) {
      state.keyword = action.payload.trim();
      state.page = 1;
    },
    pageChanged(state: QuestionBankState, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    treeReceived(state: QuestionBankState, action: PayloadAction<KnowledgeNode[]>) {
      state.tree = action.payload;
    },
    questionsRequested(state: QuestionBankState) {
      state.status = 'loading';
    },
    questionsReceived(
      state: QuestionBankState,
      action: PayloadAction<{ list: BankQuestion[]; total: number }>,
    ) {
      state.list = action.payload.list;
      state.total = action.payload.total;
      state.status = 'ready';
      state.errorCode = 0;
      state.errorText = '';
    },
    questionsFailed(
      state: QuestionBankState,
      action: PayloadAction<{ code: number; text: string }>,
    ) {
      state.list = [];
      state.total = 0;
      state.status = 'failed';
      state.errorCode = action.payload.code;
      state.errorText = action.payload.text;
    },
  },
});

export const {
  bankOpened,
  periodChanged,
  knowledgePointSelected,
  typeChanged,
  difficultyChanged,
  keywordSubmitted,
  pageChanged,
  treeReceived,
  questionsRequested,
  questionsReceived,
  questionsFailed,
} = questionBankSlice.actions;

/** The bank's state (present once the feature is loaded: `useLazyFeature`). */
export const selectBank = (state: { questionBank: QuestionBankState }) => state.questionBank;
