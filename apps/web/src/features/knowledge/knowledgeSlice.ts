// The teacher's library and questions over it (docs/knowledge.md "Web").
import type {
  KnowledgeAnswer,
  KnowledgeDocument,
  KnowledgeDocumentDetail,
  KnowledgeLibrary,
  KnowledgeStreamHits,
} from '@aita/api';
import { MSG_AI_UNABLE, MSG_AI_VIOLATION } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

export interface KnowledgeState {
  libraries: KnowledgeLibrary[];
  /** The library whose documents are listed (the teacher's first by default). */
  libraryId: string | null;
  documents: KnowledgeDocument[];
  listStatus: Status;
  errorText: string;
  /** An upload or a URL being added. */
  adding: boolean;
  asking: boolean;
  /** The answer is being written (its passages are shown, deltas arrive). */
  streaming: boolean;
  /** The question the answer is for. */
  question: string;
  answer: KnowledgeAnswer | null;
  /** The document open in the viewer. */
  doc: KnowledgeDocumentDetail | null;
  docStatus: Status;
  docError: string;
}

const initialState: KnowledgeState = {
  libraries: [],
  libraryId: null,
  documents: [],
  listStatus: 'idle',
  errorText: '',
  adding: false,
  asking: false,
  streaming: false,
  question: '',
  answer: null,
  doc: null,
  docStatus: 'idle',
  docError: '',
};

export const knowledgeSlice = createSlice({
  name: 'knowledge',
  initialState,
  reducers: {
    libraryOpened(state, _action: PayloadAction<string | undefined>) {
      state.listStatus = state.documents.length > 0 ? 'ready' : 'loading';
    },
    /** The library page closed: its poll stops. */
    libraryClosed() {},
    librariesReceived(state, action: PayloadAction<KnowledgeLibrary[]>) {
      state.libraries = action.payload;
    },
    documentsReceived(
      state,
      action: PayloadAction<{ libraryId: string; documents: KnowledgeDocument[] }>,
    ) {
      state.libraryId = action.payload.libraryId;
      state.documents = action.payload.documents;
      state.listStatus = 'ready';
    },
    listFailed(state, action: PayloadAction<string>) {
      state.listStatus = 'failed';
      state.errorText = action.payload;
    },
    fileChosen(state, _action: PayloadAction<File>) {
      state.adding = true;
    },
    urlSubmitted(state, _action: PayloadAction<string>) {
      state.adding = true;
    },
    addFinished(state) {
      state.adding = false;
    },
    documentDeleted(state, action: PayloadAction<string>) {
      state.documents = state.documents.filter((d) => d.id !== action.payload);
    },
    questionAsked(state, action: PayloadAction<string>) {
      state.asking = true;
      state.question = action.payload;
    },
    /** The streamed ask's passages: shown at once; the answer follows as deltas. */
    answerStarted(state, action: PayloadAction<KnowledgeStreamHits>) {
      const { hits, model, notice } = action.payload;
      const writing = model && hits.length > 0;
      state.asking = false;
      state.streaming = writing;
      state.answer = { answer: writing ? '' : null, cited: [], model, notice, hits };
    },
    answerDelta(state, action: PayloadAction<string>) {
      if (state.answer) state.answer.answer = (state.answer.answer ?? '') + action.payload;
    },
    /** The final status: 3 complete; 4 (unable) and 5 (refused) say so above the passages. */
    answerEnded(state, action: PayloadAction<number>) {
      state.asking = false;
      state.streaming = false;
      const answer = state.answer;
      if (!answer) return;
      const text = answer.answer ?? '';
      answer.cited = [...new Set(Array.from(text.matchAll(/\[(\d+)\]/g), (m) => Number(m[1])))]
        .filter((n) => n >= 1 && n <= answer.hits.length)
        .sort((a, b) => a - b);
      if (action.payload === 4 || action.payload === 5) {
        answer.notice = action.payload === 5 ? MSG_AI_VIOLATION : MSG_AI_UNABLE;
        if (!text) answer.answer = null;
      }
    },
    answerReceived(state, action: PayloadAction<KnowledgeAnswer>) {
      state.asking = false;
      state.answer = action.payload;
    },
    askFailed(state) {
      state.asking = false;
      state.streaming = false;
    },
    docOpened(state, action: PayloadAction<string>) {
      if (state.doc?.id !== action.payload) state.doc = null;
      state.docStatus = 'loading';
    },
    docReceived(state, action: PayloadAction<KnowledgeDocumentDetail>) {
      state.doc = action.payload;
      state.docStatus = 'ready';
    },
    docFailed(state, action: PayloadAction<string>) {
      state.docStatus = 'failed';
      state.docError = action.payload;
    },
  },
  selectors: {
    selectKnowledge: (state: KnowledgeState) => state,
  },
});

export const {
  libraryOpened,
  libraryClosed,
  librariesReceived,
  documentsReceived,
  listFailed,
  fileChosen,
  urlSubmitted,
  addFinished,
  documentDeleted,
  questionAsked,
  answerReceived,
  answerStarted,
  answerDelta,
  answerEnded,
  askFailed,
  docOpened,
  docReceived,
  docFailed,
} = knowledgeSlice.actions;
export const { selectKnowledge } = knowledgeSlice.selectors;
