// @vitest-environment jsdom
import type { ClassDetail } from '@aita/api';
import { Code } from '@aita/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureLoader } from '../../shared/lazyFeature';
import { startEnvelopeServer } from '../../test/envelopeServer';
import { createTestStore } from '../../test/testStore';
import { waitForState } from '../../test/waitForState';
import { classroomFeature } from './classroomFeature';
import { classSelected, rosterOpened, selectRoster } from './classroomSlice';
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
  let server: Awaited<ReturnType<typeof startEnvelopeServer>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('takes an old .xls like an .xlsx: uploads it as a sheet, then previews its rows', async () => {
    const envelope = (data: unknown) => ({
      body: JSON.stringify({ code: Code.OK, msg: 'ok', data }),
    });
    server = await startEnvelopeServer((path) => {
      if (path.endsWith('/v1/file/upload')) {
        return envelope({
          id: '2f0c5a51-8d39-4a36-9a3e-2d1c0a7b6e01',
          kind: 'sheet',
          name: '学生名单.XLS',
          format: 'xls',
          mime: 'application/vnd.ms-excel',
          size: 4,
          sha256: '0'.repeat(64),
          extraction: 'pending',
          note: '',
          textChars: 0,
          textTruncated: false,
          preview: '',
          createdAt: '2026-09-01T00:00:00.000Z',
          job: null,
        });
      }
      if (path.endsWith('/v1/class/roster/read')) {
        return envelope({
          sheets: [
            {
              name: 'Sheet1',
              rows: [
                ['学号', '姓名', '性别'],
                ['1', '周五', '男'],
              ],
              truncated: false,
            },
          ],
        });
      }
      if (path.endsWith('/v1/class/detail')) return envelope(detail);
      return envelope({ list: [] });
    });
    const store = createTestStore(server.url);
    (store as unknown as FeatureLoader).loadFeature(classroomFeature);
    store.dispatch(classSelected(detail.class.classId));
    store.dispatch(rosterOpened());
    render(
      <Provider store={store}>
        <RosterDialog detail={detail} />
      </Provider>,
    );
    expect(screen.getByText(/支持 \.xlsx、\.xls 和 \.csv/)).toBeTruthy();
    const input = screen.getByLabelText('选择名单文件');
    const file = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], '学生名单.XLS');
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText('正在读取 学生名单.XLS…')).toBeTruthy();
    await waitForState(store, (s) => selectRoster(s as never).status === 'ready');
    expect(await screen.findByText('确认导入 1 名学生')).toBeTruthy();
    // The file went to intake as a sheet (jsdom's File does not carry its name and bytes into
    // Node's FormData; the server test uploads real .xls bytes), then its rows were read.
    const upload = server.requests.find((r) => r.path.endsWith('/v1/file/upload'));
    expect(String(upload?.body)).toMatch(/name="file"; filename=/);
    expect(String(upload?.body)).toMatch(/name="kind"\r\n\r\nsheet/);
    expect(server.requests.find((r) => r.path.endsWith('/v1/class/roster/read'))?.body).toEqual({
      classId: 7,
      fileId: '2f0c5a51-8d39-4a36-9a3e-2d1c0a7b6e01',
    });
  });
});
