import type { PayloadAction } from '@reduxjs/toolkit';
import { pastedImageReducers, type PastedImageInfo } from '../../../shared/upload/pastedImages';
import type { ChatState } from '../chatState';

/** The question box's reducers: deep think and network toggles, pasted images, copy. */
export const composerReducers = {
  deepThinkToggled(state: ChatState, action: PayloadAction<boolean>) {
    state.deepThink = action.payload;
  },
  networkToggled(state: ChatState, action: PayloadAction<boolean>) {
    state.network = action.payload;
  },
  /**
   * An image was pasted into the question box; its file waits in `shared/upload/pastedImages`
   * for the upload saga. §4: pasting turns network search off (its toggle hides meanwhile).
   */
  imagePasted(state: ChatState, action: PayloadAction<PastedImageInfo>) {
    pastedImageReducers.added(state.images, action.payload);
    state.network = false;
  },
  imageUploaded(state: ChatState, action: PayloadAction<{ id: string; url: string }>) {
    pastedImageReducers.uploaded(state.images, action.payload);
  },
  imageUploadFailed(state: ChatState, action: PayloadAction<{ id: string; error: string }>) {
    pastedImageReducers.failed(state.images, action.payload);
  },
  imageRemoved(state: ChatState, action: PayloadAction<string>) {
    pastedImageReducers.removed(state.images, action.payload);
  },
  /** 复制 on an answer (the component copies; the saga shows 复制成功). */
  answerCopied(_state: ChatState, _action: PayloadAction<{ ok: boolean }>) {},
  /** The teacher rated an answer (有用 1 / 没用 0); the saga stores it. */
  answerRated(
    state: ChatState,
    action: PayloadAction<{ id: string; logId: string; useful: 0 | 1; tags: string[] }>,
  ) {
    const message = state.entities[action.payload.id];
    if (message) message.useful = action.payload.useful;
  },
};
