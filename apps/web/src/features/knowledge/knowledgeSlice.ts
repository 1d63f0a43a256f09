// The teacher's library and questions over it (docs/knowledge.md "Web").
import type {
  KnowledgeAnswer,
  KnowledgeDocument,
  KnowledgeDocumentDetail,
  KnowledgeLibrary,
} from '@aita/api';
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
    answerReceived(state, action: PayloadAction<KnowledgeAnswer>) {
      state.asking = false;
      state.answer = action.payload;
    },
    askFailed(state) {
      state.asking = false;
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
  askFailed,
  docOpened,
  docReceived,
  docFailed,
} = knowledgeSlice.actions;
export const { selectKnowledge } = knowledgeSlice.selectors;
