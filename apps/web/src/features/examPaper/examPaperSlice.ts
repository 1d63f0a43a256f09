import type {
  ExamPaper,
  ExamPaperAssembly,
  ExamPaperBlueprintAssembly,
  ExamPaperEdit,
  ExamPaperRow,
  ExamPaperSave,
  SharedExamPaperRow,
  TextbookNode,
} from '@aita/api';
import type { KnowledgeNode, PaperBlueprintTarget, PaperLayoutName } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The exam-paper pages' state: the teacher's list, the open paper, what is in flight. */
export interface ExamPaperState {
  list: ExamPaperRow[];
  total: number;
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
  paper: ExamPaper | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** An edit or a download is running: the editor's buttons wait for it. */
  busy: boolean;
  errorText: string;
  /** Smart assembly's notes on what the bank could not meet (Chinese, shown above the paper). */
  notes: string[];
  /** The knowledge points of the last smart assembly (the 出题 link of its notes fills them in). */
  assemblyPoints: string[];
  /** The 初中数学 knowledge tree smart assembly picks points from. */
  tree: KnowledgeNode[];
  /** The 初中数学 textbook map (教材版本 › 册 › 单元 › 课) smart assembly picks chapters from. */
  textbook: TextbookNode[];
  /** Papers colleagues shared to the current school (empty without a school). */
  shared: SharedExamPaperRow[];
}

const initialState: ExamPaperState = {
  list: [],
  total: 0,
  listStatus: 'idle',
  paper: null,
  status: 'idle',
  busy: false,
  errorText: '',
  notes: [],
  assemblyPoints: [],
  tree: [],
  textbook: [],
  shared: [],
};

/**
 * The exam-paper pages (docs/examPaper.md "Web"): the list, the editor, the basket's new paper
 * and smart assembly. Every edit answers the whole paper, which replaces the one shown.
 */
export const examPaperSlice = createSlice({
  name: 'examPaper',
  initialState,
  reducers: {
    papersOpened(state: ExamPaperState) {
      state.listStatus = 'loading';
    },
    papersReceived(
      state: ExamPaperState,
      action: PayloadAction<{ list: ExamPaperRow[]; total: number }>,
    ) {
      state.list = action.payload.list;
      state.total = action.payload.total;
      state.listStatus = 'ready';
    },
    sharedReceived(state: ExamPaperState, action: PayloadAction<SharedExamPaperRow[]>) {
      state.shared = action.payload;
    },
    /** The owner shares the open paper to the current school (true) or takes it back. */
    paperShared(state: ExamPaperState, _action: PayloadAction<boolean>) {
      state.busy = true;
    },
    papersFailed(state: ExamPaperState, action: PayloadAction<string>) {
      state.listStatus = 'failed';
      state.errorText = action.payload;
    },
    paperOpened(state: ExamPaperState, action: PayloadAction<number>) {
      if (state.paper?.paperId !== action.payload) state.paper = null;
      state.status = 'loading';
    },
    paperReceived(state: ExamPaperState, action: PayloadAction<ExamPaper>) {
      state.paper = action.payload;
      state.status = 'ready';
      state.busy = false;
    },
    paperFailed(state: ExamPaperState, action: PayloadAction<string>) {
      state.status = state.paper ? 'ready' : 'failed';
      state.errorText = action.payload;
      state.busy = false;
    },
    paperEdited(state: ExamPaperState, _action: PayloadAction<ExamPaperEdit>) {
      state.busy = true;
    },
    paperSaved(state: ExamPaperState, _action: PayloadAction<ExamPaperSave>) {
      state.busy = true;
    },
    basketPaperRequested(
      state: ExamPaperState,
      _action: PayloadAction<{ questionIds: number[]; title: string }>,
    ) {
      state.status = 'loading';
      state.notes = [];
    },
    assemblyRequested(state: ExamPaperState, action: PayloadAction<ExamPaperAssembly>) {
      state.busy = true;
      state.notes = [];
      state.assemblyPoints = action.payload.knowledgePointIds ?? [];
    },
    /** 按双向细目表组卷: a new paper made to a table (accepted from this paper, or edited). */
    blueprintAssemblyRequested(
      state: ExamPaperState,
      _action: PayloadAction<ExamPaperBlueprintAssembly>,
    ) {
      state.busy = true;
      state.notes = [];
    },
    /** The owner saves the 双向细目表 target of the open paper (null clears it). */
    blueprintTargetSaved(
      state: ExamPaperState,
      _action: PayloadAction<PaperBlueprintTarget | null>,
    ) {
      state.busy = true;
    },
    assemblyNoted(state: ExamPaperState, action: PayloadAction<string[]>) {
      state.notes = action.payload;
    },
    wordRequested(
      state: ExamPaperState,
      _action: PayloadAction<{
        layout: PaperLayoutName;
        withAnswers: boolean;
        /** The 双向细目表 on an A4 page at the end of the file. */
        withBlueprint?: boolean;
      }>,
    ) {
      state.busy = true;
    },
    /** 答案与解析 or the 答题卡 as their own files. */
    fileRequested(state: ExamPaperState, _action: PayloadAction<'answers' | 'answerSheet'>) {
      state.busy = true;
    },
    downloadFinished(state: ExamPaperState) {
      state.busy = false;
    },
    treeRequested(_state: ExamPaperState) {},
    treeReceived(state: ExamPaperState, action: PayloadAction<KnowledgeNode[]>) {
      state.tree = action.payload;
    },
    textbookReceived(state: ExamPaperState, action: PayloadAction<TextbookNode[]>) {
      state.textbook = action.payload;
    },
    paperCopied(
      _state: ExamPaperState,
      _action: PayloadAction<{ paperId: number; variant: 'copy' | 'B' }>,
    ) {},
    paperDeleted(_state: ExamPaperState, _action: PayloadAction<number>) {},
  },
  selectors: {
    selectExamPaper: (state: ExamPaperState) => state,
  },
});

export const {
  papersOpened,
  papersReceived,
  papersFailed,
  paperOpened,
  paperReceived,
  paperFailed,
  paperEdited,
  paperSaved,
  sharedReceived,
  paperShared,
  basketPaperRequested,
  assemblyRequested,
  blueprintAssemblyRequested,
  blueprintTargetSaved,
  assemblyNoted,
  wordRequested,
  fileRequested,
  downloadFinished,
  paperCopied,
  paperDeleted,
  treeRequested,
  treeReceived,
  textbookReceived,
} = examPaperSlice.actions;
export const { selectExamPaper } = examPaperSlice.selectors;
