import type {
  IllustrationRequest,
  ImageCheck,
  ImageTask,
  ImageTemplateList,
  PosterRequest,
} from '@aita/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which tool a picture was chosen for. */
export type PhotoPurpose = 'lineart' | 'illustration';

/** A picture the teacher uploaded, and what the server's check said. */
export interface CheckedPhoto {
  busy: boolean;
  check: ImageCheck | null;
}

/** The image tools' state (docs/imageApps.md "Web"). Image results are object URLs. */
export interface ImageAppsState {
  templates: ImageTemplateList | null;
  posterBusy: boolean;
  posterUrl: string | null;
  photos: Record<PhotoPurpose, CheckedPhoto>;
  lineartBusy: boolean;
  lineartUrl: string | null;
  task: ImageTask | null;
  illustrationBusy: boolean;
  illustrationUrls: string[];
}

const noPhoto: CheckedPhoto = { busy: false, check: null };
const initialState: ImageAppsState = {
  templates: null,
  posterBusy: false,
  posterUrl: null,
  photos: { lineart: noPhoto, illustration: noPhoto },
  lineartBusy: false,
  lineartUrl: null,
  task: null,
  illustrationBusy: false,
  illustrationUrls: [],
};

export const imageAppsSlice = createSlice({
  name: 'imageApps',
  initialState,
  reducers: {
    pageOpened() {},
    templatesReceived(state: ImageAppsState, action: PayloadAction<ImageTemplateList>) {
      state.templates = action.payload;
    },
    posterRequested(state: ImageAppsState, _action: PayloadAction<PosterRequest>) {
      state.posterBusy = true;
    },
    posterReady(state: ImageAppsState, action: PayloadAction<string | null>) {
      state.posterBusy = false;
      if (action.payload) state.posterUrl = action.payload;
    },
    photoChosen(
      state: ImageAppsState,
      action: PayloadAction<{ purpose: PhotoPurpose; file: File }>,
    ) {
      state.photos[action.payload.purpose] = { busy: true, check: null };
    },
    photoChecked(
      state: ImageAppsState,
      action: PayloadAction<{ purpose: PhotoPurpose; check: ImageCheck | null }>,
    ) {
      state.photos[action.payload.purpose] = { busy: false, check: action.payload.check };
    },
    photoCleared(state: ImageAppsState, action: PayloadAction<PhotoPurpose>) {
      state.photos[action.payload] = noPhoto;
    },
    lineartRequested(
      state: ImageAppsState,
      _action: PayloadAction<{ fileId: string; templateId: string }>,
    ) {
      state.lineartBusy = true;
    },
    lineartReady(state: ImageAppsState, action: PayloadAction<string | null>) {
      state.lineartBusy = false;
      if (action.payload) state.lineartUrl = action.payload;
    },
    illustrationRequested(state: ImageAppsState, _action: PayloadAction<IllustrationRequest>) {
      state.illustrationBusy = true;
      state.task = null;
      state.illustrationUrls = [];
    },
    taskReceived(state: ImageAppsState, action: PayloadAction<ImageTask>) {
      state.task = action.payload;
    },
    illustrationFinished(state: ImageAppsState, action: PayloadAction<string[]>) {
      state.illustrationBusy = false;
      state.illustrationUrls = action.payload;
    },
  },
  selectors: {
    selectImageApps: (state: ImageAppsState) => state,
  },
});

export const {
  pageOpened,
  templatesReceived,
  posterRequested,
  posterReady,
  photoChosen,
  photoChecked,
  photoCleared,
  lineartRequested,
  lineartReady,
  illustrationRequested,
  taskReceived,
  illustrationFinished,
} = imageAppsSlice.actions;
export const { selectImageApps } = imageAppsSlice.selectors;
