import type { QuestionDraft } from '@aita/api';
import type { KnowledgeNode } from '@aita/core';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GenerateQuestionsInput } from '@aita/api';

/** A draft in the review list and what the teacher did with it. */
export interface ReviewDraft extends QuestionDraft {
  key: number;
  state: 'pending' | 'saving' | 'accepted' | 'discarded';
  error: string;
}

/** The AI question page (docs/questionBank.md "AI question generation"). */
export interface GenerateState {
  tree: KnowledgeNode[];
  treeKey: string;
  busy: boolean;
  error: string;
  mode: 'model' | 'bank' | null;
  note: string;
  drafts: ReviewDraft[];
}

const initialState: GenerateState = {
  tree: [],
  treeKey: '',
  busy: false,
  error: '',
  mode: null,
  note: '',
  drafts: [],
};

/**
 * The review list of an `aiquestion` app: the form's knowledge tree, the drafts of the last
 * generation, and each draft's state (采用 saves it to the personal bank, 舍弃 hides it).
 */
export const generateSlice = createSlice({
  name: 'questionGenerate',
  initialState,
  reducers: {
    generateTreeRequested(
      state: GenerateState,
      action: PayloadAction<{ period: number; subject: number }>,
    ) {
      state.treeKey = `${action.payload.period}-${action.payload.subject}`;
    },
    generateTreeReceived(state: GenerateState, action: PayloadAction<KnowledgeNode[]>) {
      state.tree = action.payload;
    },
    generateRequested(state: GenerateState, _action: PayloadAction<GenerateQuestionsInput>) {
      state.busy = true;
      state.error = '';
    },
    generateReceived(
      state: GenerateState,
      action: PayloadAction<{ mode: 'model' | 'bank'; note: string; list: QuestionDraft[] }>,
    ) {
      state.busy = false;
      state.mode = action.payload.mode;
      state.note = action.payload.note;
      state.drafts = action.payload.list.map((d, key) => ({
        ...d,
        key,
        state: 'pending',
        error: '',
      }));
    },
    generateFailed(state: GenerateState, action: PayloadAction<string>) {
      state.busy = false;
      state.error = action.payload;
    },
    draftEdited(
      state: GenerateState,
      action: PayloadAction<{ key: number; draft: QuestionDraft }>,
    ) {
      const at = state.drafts.findIndex((d) => d.key === action.payload.key);
      const current = state.drafts[at];
      if (current) state.drafts[at] = { ...current, ...action.payload.draft, flags: current.flags };
    },
    draftDiscarded(state: GenerateState, action: PayloadAction<number>) {
      const draft = state.drafts.find((d) => d.key === action.payload);
      if (draft && draft.state !== 'accepted') draft.state = 'discarded';
    },
    draftAcceptStarted(state: GenerateState, action: PayloadAction<number>) {
      const draft = state.drafts.find((d) => d.key === action.payload);
      if (draft) {
        draft.state = 'saving';
        draft.error = '';
      }
    },
    draftAccepted(state: GenerateState, action: PayloadAction<number>) {
      const draft = state.drafts.find((d) => d.key === action.payload);
      if (draft) draft.state = 'accepted';
    },
    draftAcceptFailed(state: GenerateState, action: PayloadAction<{ key: number; error: string }>) {
      const draft = state.drafts.find((d) => d.key === action.payload.key);
      if (draft) {
        draft.state = 'pending';
        draft.error = action.payload.error;
      }
    },
  },
});

export const {
  generateTreeRequested,
  generateTreeReceived,
  generateRequested,
  generateReceived,
  generateFailed,
  draftEdited,
  draftDiscarded,
  draftAcceptStarted,
  draftAccepted,
  draftAcceptFailed,
} = generateSlice.actions;

/** 采用 on these drafts (one, or 全部采用's pending ones). */
export const draftsAcceptRequested = createAction<number[]>('questionGenerate/acceptRequested');

/** The page's state (the initial one while the slice is not loaded). */
export const selectGenerate = (state: unknown): GenerateState =>
  (state as { questionGenerate?: GenerateState }).questionGenerate ?? initialState;
