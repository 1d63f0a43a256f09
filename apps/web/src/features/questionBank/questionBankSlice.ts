import type { BankQuestion, QuestionImportResult, QuestionInput, TextbookNode } from '@aita/api';
import type { KnowledgeNode, QuestionType } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 数学: the subject the page opens on (SUBJECT_TYPES id). */
export const BANK_SUBJECT = 2;
/** 学段 tabs of the page: 小学 and 初中 (PERIOD_TYPES ids). */
export const BANK_PERIODS = [
  { id: 1, name: '小学' },
  { id: 2, name: '初中' },
] as const;
/** 学科 offered per 学段: those with a knowledge tree (SUBJECT_TYPES ids; 物理 from 初中). */
export const BANK_SUBJECTS: Readonly<Record<number, readonly { id: number; name: string }[]>> = {
  1: [
    { id: 1, name: '语文' },
    { id: 2, name: '数学' },
    { id: 3, name: '英语' },
  ],
  2: [
    { id: 1, name: '语文' },
    { id: 2, name: '数学' },
    { id: 3, name: '英语' },
    { id: 4, name: '物理' },
  ],
};
/** The name of a bank subject (数学 when unknown). */
export const bankSubjectName = (period: number, subject: number) =>
  BANK_SUBJECTS[period]?.find((s) => s.id === subject)?.name ?? '数学';

/** What the list shows: the bank by its filters, or the teacher's 我的收藏. */
export type BankView = 'all' | 'favourites';

/** Which bank the page shows: 精品资源 (platform) or the current school's 校本资源. */
export type BankScope = 'platform' | 'school';

/** A knowledge point to open the bank on (`?knowledgePointId=…&period=…&subject=…`). */
export interface BankFocus {
  knowledgePointId: string;
  period?: number;
  subject?: number;
}

/** The editor's and the import's progress (校本资源). */
export interface BankWriteState {
  status: 'idle' | 'busy' | 'done' | 'failed';
  error: string;
}

/** How the side panel browses: the knowledge tree, or the textbook map (教材版本 › 册 › 单元 › 课). */
export type BrowseBy = 'knowledge' | 'textbook';

/** What the question list shows and how it got there. */
export interface QuestionBankState {
  scope: BankScope;
  period: number;
  /** 学科 (SUBJECT_TYPES id), one of {@link BANK_SUBJECTS} of the 学段. */
  subject: number;
  view: BankView;
  tree: KnowledgeNode[];
  knowledgePointId: string | null;
  browseBy: BrowseBy;
  /** The textbook map of the chosen 学段 (empty when none is seeded). */
  textbook: TextbookNode[];
  /** The chosen textbook node (a lesson, unit or volume); exclusive with the knowledge point. */
  chapterId: string | null;
  type: QuestionType | null;
  difficulty: number | null;
  /** The source's 年份 and 地区 filters, and the values the listed questions carry. */
  year: number | null;
  region: string | null;
  filterOptions: { years: number[]; regions: string[] };
  keyword: string;
  page: number;
  list: BankQuestion[];
  total: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The server's refusal code (40003: not in a school, 20100: not logged in) or 0. */
  errorCode: number;
  errorText: string;
  /** The editor's save (校本资源). */
  editor: BankWriteState;
  /** The `.docx` import and what it stored. */
  importing: BankWriteState & { result: QuestionImportResult | null };
}

const initialState: QuestionBankState = {
  scope: 'platform',
  period: 2,
  subject: BANK_SUBJECT,
  view: 'all',
  tree: [],
  knowledgePointId: null,
  browseBy: 'knowledge',
  textbook: [],
  chapterId: null,
  type: null,
  difficulty: null,
  year: null,
  region: null,
  filterOptions: { years: [], regions: [] },
  keyword: '',
  page: 1,
  list: [],
  total: 0,
  status: 'idle',
  errorCode: 0,
  errorText: '',
  editor: { status: 'idle', error: '' },
  importing: { status: 'idle', error: '', result: null },
};

/**
 * The 精品资源 page's state (docs/questionBank.md "Web"): filters, the knowledge tree of the
 * chosen 学段, and the current page of questions. Every filter change returns to page 1.
 */
export const questionBankSlice = createSlice({
  name: 'questionBank',
  initialState,
  reducers: {
    bankOpened(
      state: QuestionBankState,
      action: PayloadAction<{ period: number; scope?: BankScope; focus?: BankFocus }>,
    ) {
      const scope = action.payload.scope ?? 'platform';
      if (scope !== state.scope) {
        // Another bank: its own list, from page 1 with no filters.
        Object.assign(state, { ...initialState, scope, period: action.payload.period });
      } else {
        state.period = action.payload.period;
      }
      const focus = action.payload.focus;
      if (!focus) return;
      // Opened on one knowledge point (推荐练习 from a class's 试题分析): its 学段 and 学科 when
      // given and offered, the point chosen, from page 1 of 全部试题.
      if (focus.period && BANK_SUBJECTS[focus.period]) state.period = focus.period;
      const subjects = BANK_SUBJECTS[state.period] ?? [];
      if (focus.subject && subjects.some((x) => x.id === focus.subject)) {
        state.subject = focus.subject;
      } else if (!subjects.some((x) => x.id === state.subject)) {
        state.subject = BANK_SUBJECT;
      }
      Object.assign(state, {
        view: 'all',
        knowledgePointId: focus.knowledgePointId,
        chapterId: null,
        browseBy: 'knowledge',
        page: 1,
      });
    },
    questionSaveRequested(state: QuestionBankState, _action: PayloadAction<QuestionInput>) {
      state.editor = { status: 'busy', error: '' };
    },
    questionSaved(state: QuestionBankState) {
      state.editor = { status: 'done', error: '' };
    },
    questionSaveFailed(state: QuestionBankState, action: PayloadAction<string>) {
      state.editor = { status: 'failed', error: action.payload };
    },
    editorReset(state: QuestionBankState) {
      state.editor = { status: 'idle', error: '' };
      state.importing = { status: 'idle', error: '', result: null };
    },
    questionRemoveRequested(state: QuestionBankState, _action: PayloadAction<number>) {
      state.status = 'loading';
    },
    importRequested(
      state: QuestionBankState,
      _action: PayloadAction<{
        file: File;
        knowledgePointId: string;
        grade: number;
        difficulty: number;
      }>,
    ) {
      state.importing = { status: 'busy', error: '', result: null };
    },
    importFinished(state: QuestionBankState, action: PayloadAction<QuestionImportResult>) {
      state.importing = { status: 'done', error: '', result: action.payload };
    },
    importFailed(state: QuestionBankState, action: PayloadAction<string>) {
      state.importing = { status: 'failed', error: action.payload, result: null };
    },
    periodChanged(state: QuestionBankState, action: PayloadAction<number>) {
      state.period = action.payload;
      if (!(BANK_SUBJECTS[action.payload] ?? []).some((s) => s.id === state.subject))
        state.subject = BANK_SUBJECT;
      state.knowledgePointId = null;
      state.chapterId = null;
      state.tree = [];
      state.textbook = [];
      Object.assign(state, { year: null, region: null, filterOptions: initialState.filterOptions });
      state.page = 1;
    },
    /** Another 学科: its own trees, from page 1 with no point or chapter (我的收藏 stays). */
    subjectChanged(state: QuestionBankState, action: PayloadAction<number>) {
      state.subject = action.payload;
      state.knowledgePointId = null;
      state.chapterId = null;
      state.tree = [];
      state.textbook = [];
      Object.assign(state, { year: null, region: null, filterOptions: initialState.filterOptions });
      state.page = 1;
    },
    /**
     * 全部试题 or 我的收藏 (from page 1). In 我的收藏 the 学段, 学科, type and difficulty filter the
     * stars; a knowledge point, a chapter or a keyword returns to 全部试题.
     */
    viewChanged(state: QuestionBankState, action: PayloadAction<BankView>) {
      state.view = action.payload;
      state.page = 1;
    },
    /** A star set or removed (`/v1/tiku/question/favourite` answered): the card follows. */
    favouriteUpdated(
      state: QuestionBankState,
      action: PayloadAction<{ questionId: number; isFavourite: number }>,
    ) {
      const q = state.list.find((x) => x.questionId === action.payload.questionId);
      if (q) q.isFavourite = action.payload.isFavourite;
    },
    knowledgePointSelected(state: QuestionBankState, action: PayloadAction<string | null>) {
      state.view = 'all';
      state.knowledgePointId = action.payload;
      state.chapterId = null;
      state.page = 1;
    },
    /** A lesson (or unit, volume) of the textbook map: its questions replace the point's. */
    chapterSelected(state: QuestionBankState, action: PayloadAction<string | null>) {
      state.view = 'all';
      state.chapterId = action.payload;
      state.knowledgePointId = null;
      state.page = 1;
    },
    /** Switches the side panel; the selection stays until another is made. */
    browseByChanged(state: QuestionBankState, action: PayloadAction<BrowseBy>) {
      state.browseBy = action.payload;
    },
    textbookReceived(state: QuestionBankState, action: PayloadAction<TextbookNode[]>) {
      state.textbook = action.payload;
    },
    typeChanged(state: QuestionBankState, action: PayloadAction<QuestionType | null>) {
      state.type = action.payload;
      state.page = 1;
    },
    difficultyChanged(state: QuestionBankState, action: PayloadAction<number | null>) {
      state.difficulty = action.payload;
      state.page = 1;
    },
    /** 年份 (a year, or null for 全部): like a point, it lists 全部试题 from page 1. */
    yearChanged(state: QuestionBankState, action: PayloadAction<number | null>) {
      Object.assign(state, { view: 'all', year: action.payload, page: 1 });
    },
    regionChanged(state: QuestionBankState, action: PayloadAction<string | null>) {
      Object.assign(state, { view: 'all', region: action.payload, page: 1 });
    },
    /** The years and regions this 学段/学科's listed questions carry (the 年份/地区 pills). */
    filterOptionsReceived(
      state: QuestionBankState,
      action: PayloadAction<{ years: number[]; regions: string[] }>,
    ) {
      state.filterOptions = action.payload;
    },
    keywordSubmitted(state: QuestionBankState, action: PayloadAction<string>) {
      state.view = 'all';
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
  subjectChanged,
  viewChanged,
  favouriteUpdated,
  knowledgePointSelected,
  chapterSelected,
  browseByChanged,
  textbookReceived,
  typeChanged,
  difficultyChanged,
  yearChanged,
  regionChanged,
  filterOptionsReceived,
  keywordSubmitted,
  pageChanged,
  treeReceived,
  questionsRequested,
  questionsReceived,
  questionsFailed,
  questionSaveRequested,
  questionSaved,
  questionSaveFailed,
  editorReset,
  questionRemoveRequested,
  importRequested,
  importFinished,
  importFailed,
} = questionBankSlice.actions;

/** The bank's state (present once the feature is loaded: `useLazyFeature`). */
export const selectBank = (state: { questionBank: QuestionBankState }) => state.questionBank;
