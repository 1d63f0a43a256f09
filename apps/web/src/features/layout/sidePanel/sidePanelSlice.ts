import type { QrItem } from '@aita/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The side panel's QR codes (spec §2 "Layout", §3 QR list). */
export interface SidePanelState {
  qr: QrItem[];
  status: 'idle' | 'loading' | 'done';
}

const initialState: SidePanelState = { qr: [], status: 'idle' };

/** The side panel slice. */
export const sidePanelSlice = createSlice({
  name: 'sidePanel',
  initialState,
  reducers: {
    qrCodesRequested(state) {
      state.status = 'loading';
    },
    qrCodesReceived(state, action: PayloadAction<QrItem[]>) {
      state.qr = action.payload;
      state.status = 'done';
    },
    qrCodesFailed(state) {
      state.status = 'done';
    },
  },
});

export const { qrCodesRequested, qrCodesReceived, qrCodesFailed } = sidePanelSlice.actions;

export const selectQrCodes = (state: { sidePanel: SidePanelState }) => state.sidePanel.qr;
export const selectQrStatus = (state: { sidePanel: SidePanelState }) => state.sidePanel.status;
