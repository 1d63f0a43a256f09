import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * An image pasted into a field of the question editor (docs/questionBank.md "Images"): uploaded
 * by `imagePasteSaga`, then its markup inserted where it was pasted. `seq` tells pastes apart.
 */
export interface ImagePasteState {
  status: 'idle' | 'busy' | 'done' | 'failed';
  /** The field it was pasted into (the editor's own name for it). */
  field: string;
  seq: number;
  markup: string;
  error: string;
}

const initialState: ImagePasteState = { status: 'idle', field: '', seq: 0, markup: '', error: '' };

export const imagePasteSlice = createSlice({
  name: 'questionImagePaste',
  initialState,
  reducers: {
    imagePasteRequested(state, action: PayloadAction<{ field: string; file: File }>) {
      Object.assign(state, {
        status: 'busy',
        field: action.payload.field,
        seq: state.seq + 1,
        markup: '',
        error: '',
      });
    },
    imagePasteFinished(state, action: PayloadAction<string>) {
      Object.assign(state, { status: 'done', markup: action.payload });
    },
    imagePasteFailed(state, action: PayloadAction<string>) {
      Object.assign(state, { status: 'failed', error: action.payload });
    },
  },
});

export const { imagePasteRequested, imagePasteFinished, imagePasteFailed } =
  imagePasteSlice.actions;

/** The paste's state (present once the feature is loaded; not typed in the app's store). */
export const selectImagePaste = (state: unknown): ImagePasteState =>
  (state as { questionImagePaste?: ImagePasteState }).questionImagePaste ?? initialState;
