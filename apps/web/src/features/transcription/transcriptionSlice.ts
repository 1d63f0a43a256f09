import type { AudioSummary, AudioTranscript, VoiceConfig } from '@aita/api';
import type { AudioScene, TranscriptExportFormat } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Audio to text's pages' state (docs/transcription.md "Web"). */
export interface TranscriptionState {
  /** What the server can do; null until asked. */
  config: VoiceConfig | null;
  recordings: AudioSummary[];
  total: number;
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** An upload or recording being sent: its Chinese stage, or ''. */
  uploading: string;
  /** The recording the player page shows. */
  audioId: string | null;
  transcript: AudioTranscript | null;
  /** An object URL of the recording's bytes for the player, once fetched. */
  audioUrl: string | null;
  /** An error loading the recording (Chinese), or ''. */
  openError: string;
  exporting: TranscriptExportFormat | null;
}

const initialState: TranscriptionState = {
  config: null,
  recordings: [],
  total: 0,
  listStatus: 'idle',
  uploading: '',
  audioId: null,
  transcript: null,
  audioUrl: null,
  openError: '',
  exporting: null,
};

/** What the teacher sends: a chosen file or a browser recording, with its title and scene. */
export interface RecordingUpload {
  file: File;
  title: string;
  scene: AudioScene;
}

export const transcriptionSlice = createSlice({
  name: 'transcription',
  initialState,
  reducers: {
    pageOpened(state: TranscriptionState) {
      state.listStatus = 'loading';
    },
    configReceived(state: TranscriptionState, action: PayloadAction<VoiceConfig>) {
      state.config = action.payload;
    },
    listReceived(
      state: TranscriptionState,
      action: PayloadAction<{ list: AudioSummary[]; total: number }>,
    ) {
      state.recordings = action.payload.list;
      state.total = action.payload.total;
      state.listStatus = 'ready';
    },
    listFailed(state: TranscriptionState) {
      state.listStatus = 'failed';
    },
    uploadRequested(state: TranscriptionState, _action: PayloadAction<RecordingUpload>) {
      state.uploading = '正在上传录音';
    },
    uploadStageChanged(state: TranscriptionState, action: PayloadAction<string>) {
      state.uploading = action.payload;
    },
    uploadFinished(state: TranscriptionState) {
      state.uploading = '';
    },
    recordingOpened(state: TranscriptionState, action: PayloadAction<string>) {
      state.audioId = action.payload;
      state.transcript = null;
      state.audioUrl = null;
      state.openError = '';
    },
    /** The page closed; its object URL is freed by the saga, which then sends `audioReleased`. */
    recordingClosed(state: TranscriptionState) {
      state.audioId = null;
      state.transcript = null;
    },
    audioReleased(state: TranscriptionState) {
      state.audioUrl = null;
    },
    transcriptReceived(state: TranscriptionState, action: PayloadAction<AudioTranscript>) {
      if (action.payload.audioId === state.audioId) state.transcript = action.payload;
    },
    audioReady(state: TranscriptionState, action: PayloadAction<string>) {
      state.audioUrl = action.payload;
    },
    openFailed(state: TranscriptionState, action: PayloadAction<string>) {
      state.openError = action.payload;
    },
    exportRequested(state: TranscriptionState, action: PayloadAction<TranscriptExportFormat>) {
      state.exporting = action.payload;
    },
    exportFinished(state: TranscriptionState) {
      state.exporting = null;
    },
    deleteRequested(_state: TranscriptionState, _action: PayloadAction<string>) {},
  },
  selectors: {
    selectTranscription: (state: TranscriptionState) => state,
  },
});

export const {
  pageOpened,
  configReceived,
  listReceived,
  listFailed,
  uploadRequested,
  uploadStageChanged,
  uploadFinished,
  recordingOpened,
  recordingClosed,
  audioReleased,
  transcriptReceived,
  audioReady,
  openFailed,
  exportRequested,
  exportFinished,
  deleteRequested,
} = transcriptionSlice.actions;
export const { selectTranscription } = transcriptionSlice.selectors;
