import type { ResourceConfig, FeatureCard } from '@aita/api';
import type { AppInfo, NetworkFlag } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../identity';
import {
  pastedImageReducers,
  type PastedImage,
  type PastedImageInfo,
} from '../../shared/upload/pastedImages';

export type { PastedImage } from '../../shared/upload/pastedImages';

/** The app a question goes to (a recommended function), or none for the general assistant. */
export type QuestionApp = Pick<AppInfo, 'appId' | 'name' | 'template' | 'category' | 'uri'>;

/** A question sent from the new home (or the search's assistant card), §4 "New-home send". */
export interface QuestionDraft {
  content: string;
  app: QuestionApp | null;
  isDeepThink: boolean;
  isNetworkSearch: NetworkFlag;
  /** Links of the uploaded pasted images, prepended to the question. */
  imgUrls: string[];
}

/** State of the new home (spec §2 "New home"). */
export interface HomeState {
  functions: AppInfo[];
  cards: FeatureCard[];
  config: ResourceConfig | null;
  /** A send is being checked (pre-chat check); the send button waits. */
  sending: boolean;
  /** An anonymous send is waiting for login (§4: resumed after login). */
  awaitingLogin: boolean;
  /** The chat uri of the app of the last send (null: the general assistant). */
  pendingUri: string | null;
  /** Pasted images of the question box, in paste order (§2, §4). */
  images: PastedImage[];
}

const initialState: HomeState = {
  functions: [],
  cards: [],
  config: null,
  sending: false,
  awaitingLogin: false,
  pendingUri: null,
  images: [],
};

/** The home slice: side data of the new home and the send flow's state. */
export const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    homeDataRequested() {
      // Handled by the home saga.
    },
    homeFunctionsReceived(state, action: PayloadAction<AppInfo[]>) {
      state.functions = action.payload;
    },
    homeCardsReceived(state, action: PayloadAction<FeatureCard[]>) {
      state.cards = action.payload;
    },
    homeConfigReceived(state, action: PayloadAction<ResourceConfig>) {
      state.config = action.payload;
    },
    /** §4: the teacher sent a (non-empty) question. */
    questionSent(state, action: PayloadAction<QuestionDraft>) {
      state.sending = true;
      state.pendingUri = action.payload.app?.uri || null;
    },
    questionAwaitingLogin(state) {
      state.sending = false;
      state.awaitingLogin = true;
    },
    questionSendEnded(state) {
      state.sending = false;
      state.awaitingLogin = false;
    },
    /** The check passed: the question goes to the chat (the saga navigates with it). */
    questionHandedToChat(state) {
      state.images = [];
      state.sending = false;
      state.awaitingLogin = false;
    },
    /** An image was pasted; its file waits in `upload/pastedImages` for the upload saga. */
    imagePasted(state, action: PayloadAction<PastedImageInfo>) {
      pastedImageReducers.added(state.images, action.payload);
    },
    imageUploaded(state, action: PayloadAction<{ id: string; url: string }>) {
      pastedImageReducers.uploaded(state.images, action.payload);
    },
    imageUploadFailed(state, action: PayloadAction<{ id: string; error: string }>) {
      pastedImageReducers.failed(state.images, action.payload);
    },
    imageRemoved(state, action: PayloadAction<string>) {
      pastedImageReducers.removed(state.images, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.awaitingLogin = false;
      state.sending = false;
    });
  },
});

export const {
  homeDataRequested,
  homeFunctionsReceived,
  homeCardsReceived,
  homeConfigReceived,
  questionSent,
  questionAwaitingLogin,
  questionSendEnded,
  questionHandedToChat,
  imagePasted,
  imageUploaded,
  imageUploadFailed,
  imageRemoved,
} = homeSlice.actions;

type WithHome = { home: HomeState };
export const selectHomeFunctions = (state: WithHome) => state.home.functions;
export const selectHomeCards = (state: WithHome) => state.home.cards;
export const selectHomeConfig = (state: WithHome) => state.home.config;
export const selectHomeSending = (state: WithHome) => state.home.sending;
export const selectAwaitingLogin = (state: WithHome) => state.home.awaitingLogin;
export const selectPendingUri = (state: WithHome) => state.home.pendingUri;
export const selectPastedImages = (state: WithHome) => state.home.images;
