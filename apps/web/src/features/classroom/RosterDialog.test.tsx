// @vitest-environment jsdom
import type { ClassDetail } from '@aita/api';
import { MSG_XLS_REFUSED } from '@aita/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureLoader } from '../../shared/lazyFeature';
import { createTestStore } from '../../test/testStore';
import { classroomFeature } from './classroomFeature';
import { rosterOpened, selectRoster } from './classroomSlice';
import { RosterDialog } from './RosterDialog';

afterEach(cleanup);

const detail: ClassDetail = {
  class: {
    classId: 7,
    name: '七年级（3）班',
    grade: 7,
    subject: 2,
    studentCount: 0,
    role: 'owner',
    createdAt: 0,
  },
  students: [],
  seating: null,
};

describe(RosterDialog, () => {
  it('refuses an old .xls at once with the 另存为 .xlsx message, and uploads nothing', () => {
    // Nothing listens at this address: a request would fail the dialog with another message.
    const store = createTestStore('http://127.0.0.1:9');
    (store as unknown as FeatureLoader).loadFeature(classroomFeature);
    store.dispatch(rosterOpened());
    render(
      <Provider store={store}>
        <RosterDialog detail={detail} />
      </Provider>,
    );
    const input = screen.getByLabelText('选择名单文件');
    const file = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], '学生名单.XLS');
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText(MSG_XLS_REFUSED)).toBeTruthy();
    // No file was taken for reading: nothing is held or uploaded.
    expect(selectRoster(store.getState() as never)).toMatchObject({
      status: 'idle',
      fileName: '',
      sheets: [],
      error: MSG_XLS_REFUSED,
    });
  });
});
