// The class-book saga on a real store (real slices, the lazy feature registered as the dialog
// registers it) against the real server (@aita/server/testing): the school rule of §5 seen in
// the teacher's stored profile, and the PDFs of §7 as blobs handed to the save function (a
// recording platform passed to the feature, as the browser's would be).
import { listTeachingAidFiles } from '@aita/core';
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForState } from '../../test/waitForState';
import { loginFrameMessage } from '../identity/auth/authSlice';
import { createIdentityTestStore, postAs, providerRegister } from '../identity/auth/testing';
import { classBookDialogOpened } from './classBookEntrySlice';
import { createClassBookFeature } from './classBookFeature';
import { MSG_CLASS_BOOK_DOWNLOADED } from './classBookSaga';
import { downloadConfirmed } from './classBookSlice';
import { recordingPlatform, walkToStep3 } from './testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** A store logged in as a fresh teacher, optionally with a saved school, the dialog open. */
async function teacherStore(schoolName?: string) {
  const { token } = await providerRegister(server.url, '教辅老师');
  if (schoolName !== undefined) {
    const saved = await postAs(server.url, token, '/v1/user/mod', {
      subject: 0,
      period: -1,
      schoolName,
    });
    expect(saved.code).toBe(200);
  }
  const made = createIdentityTestStore(server.url, { token });
  const recorder = recordingPlatform();
  made.store.loadFeature(createClassBookFeature(recorder.platform));
  await waitForState(made.store, (s) => s.user.info !== null);
  made.store.dispatch(classBookDialogOpened());
  return { ...made, ...recorder, token };
}

const storedSchool = async (token: string) => {
  const info = await postAs(server.url, token, '/v1/user/info', {});
  return (info.data as { schoolName: string }).schoolName;
};

const head = async (blob: Blob) => new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer());

describe('class-book downloads against the real server', () => {
  it('downloads the chosen PDFs as blobs under their catalogue names and saves a new school', async () => {
    const { store, saved, alerts, token } = await teacherStore();
    const files = walkToStep3(store, {
      subjectId: 2,
      versionId: 2,
      grade: 3,
      indexes: [0, 2],
      school: ' 阳光小学 ',
      className: '三年级二班',
    });
    expect(files).toHaveLength(2);
    store.dispatch(downloadConfirmed());
    const state = await waitForState(store, (s) => !s.classBookEntry.open, 30_000);
    store.sagaTask.cancel();
    expect(alerts).toEqual([]);
    expect(saved.map((s) => s.name)).toEqual(files.map((f) => f.name));
    for (const { blob } of saved) {
      expect(blob.type).toContain('application/pdf');
      expect(await head(blob)).toBe('%PDF-');
    }
    expect(state.toast.items.map((t) => t.text)).toContain(MSG_CLASS_BOOK_DOWNLOADED);
    // Closing reset the dialog to step 1.
    expect(state.classBook.step).toBe(1);
    // §5: a non-empty, changed school is saved (trimmed), and the user info follows.
    expect(await storedSchool(token)).toBe('阳光小学');
    expect(state.user.info?.schoolName).toBe('阳光小学');
  });

  it('does not save an empty school (the stored one stays)', async () => {
    const { store, saved, token } = await teacherStore('第一小学');
    walkToStep3(store, { subjectId: 1, versionId: 1, grade: 1, indexes: [1], school: '  ' });
    store.dispatch(downloadConfirmed());
    await waitForState(store, (s) => !s.classBookEntry.open, 30_000);
    store.sagaTask.cancel();
    expect(saved.map((s) => s.name)).toEqual([listTeachingAidFiles(1, 1, 1)[1]?.name]);
    expect(await storedSchool(token)).toBe('第一小学');
  });

  it('an anonymous confirm logs in first, then the dialog is back at step 3 with the saved school', async () => {
    const { token } = await providerRegister(server.url, '匿名老师');
    expect(
      (
        await postAs(server.url, token, '/v1/user/mod', {
          subject: 0,
          period: -1,
          schoolName: '实验小学',
        })
      ).code,
    ).toBe(200);
    const { store } = createIdentityTestStore(server.url);
    const recorder = recordingPlatform();
    store.loadFeature(createClassBookFeature(recorder.platform));
    store.dispatch(classBookDialogOpened());
    walkToStep3(store, { subjectId: 2, versionId: 1, grade: 2, indexes: [0] });
    store.dispatch(downloadConfirmed());
    const waiting = await waitForState(store, (s) => s.classBook.phase === 'login');
    expect(waiting.auth.overlayOpen).toBe(true);
    // The login frame reports success (docs/identity-web.md) with the teacher's token.
    store.dispatch(loginFrameMessage({ type: 'success', token }));
    const back = await waitForState(
      store,
      (s) => s.classBook.phase === 'editing' && s.user.info !== null,
      10_000,
    );
    store.sagaTask.cancel();
    expect(back.classBook.step).toBe(3);
    expect(back.classBook.school).toBe('实验小学');
    expect(recorder.saved).toEqual([]);
  });
});
