// Failure paths the real API host does not produce on demand (HTTP 500, 40004 of a catalogue
// file, 20100 in the middle of a download, a refused school): the class-book saga on a real store
// against a local HTTP server speaking the API's envelope. Save and alert are a recording
// platform passed to the feature, as the browser's would be.
import { Code, MSG_DOWNLOAD_FAILED } from '@aita/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startEnvelopeServer, type ScriptedReply } from '../../test/envelopeServer';
import { fakeUser } from '../../test/userFixture';
import { waitForState } from '../../test/waitForState';
import { loginOverlayClosed } from '../identity/auth/authSlice';
import { createIdentityTestStore } from '../identity/auth/testing';
import { classBookDialogOpened } from './classBookEntrySlice';
import { createClassBookFeature } from './classBookFeature';
import { LOGIN_REASON_CLASS_BOOK } from './classBookSaga';
import { downloadConfirmed, schoolChanged } from './classBookSlice';
import { recordingPlatform, walkToStep3 } from './testing';

const ok = (data: unknown): ScriptedReply => ({
  body: JSON.stringify({ code: Code.OK, msg: 'ok', data }),
});
const fail = (code: number, msg: string): ScriptedReply => ({
  body: JSON.stringify({ code, msg, data: null }),
});

const user = fakeUser({
  uid: '200002',
  talId: '',
  schoolName: '第一小学',
  subject: 2,
  subjectName: '数学',
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setup(replies: (path: string, body: unknown) => ScriptedReply, token = 'scripted') {
  const server = await startEnvelopeServer((path, body) => {
    if (path === '/v1/user/info') return ok(user);
    return replies(path, body);
  });
  closers.push(server.close);
  const { store } = createIdentityTestStore(server.url, token ? { token } : {});
  const recorder = recordingPlatform();
  store.loadFeature(createClassBookFeature(recorder.platform));
  closers.push(async () => store.sagaTask.cancel());
  if (token) await waitForState(store, (s) => s.user.info !== null);
  store.dispatch(classBookDialogOpened());
  return { server, store, ...recorder };
}

const downloads = (requests: { path: string; body: unknown }[]) =>
  requests.filter((r) => r.path === '/v1/teaching-aid/download');

describe('class-book download failures (scripted server)', () => {
  it('40004 of a file: the §8 alert, nothing saved, the dialog stays at step 3', async () => {
    const { server, store, saved, alerts } = await setup(() => fail(Code.NOT_FOUND, '资料不存在'));
    walkToStep3(store, { subjectId: 2, versionId: 1, grade: 2, indexes: [0, 1] });
    store.dispatch(downloadConfirmed());
    await waitForState(store, (s) => s.classBook.phase === 'downloading');
    const state = await waitForState(store, (s) => s.classBook.phase === 'editing');
    expect(alerts).toEqual([MSG_DOWNLOAD_FAILED]);
    expect(saved).toEqual([]);
    expect(state.classBookEntry.open).toBe(true);
    expect(state.classBook.step).toBe(3);
    // Stops at the first failure; the unchanged school was not saved.
    expect(downloads(server.requests)).toHaveLength(1);
    expect(server.requests.some((r) => r.path === '/v1/user/mod')).toBe(false);
  });

  it('an unchanged school (the prefilled one) is not saved; school and class go with the file', async () => {
    const { server, store, alerts } = await setup(() => fail(Code.NOT_FOUND, '资料不存在'));
    walkToStep3(store, { subjectId: 1, versionId: 1, grade: 1, indexes: [0], className: '一班' });
    // The dialog prefills the saved school (classBookStarted); typing it again is no change.
    store.dispatch(schoolChanged(' 第一小学'));
    store.dispatch(downloadConfirmed());
    await waitForState(store, (s) => s.classBook.phase === 'downloading');
    await waitForState(store, (s) => s.classBook.phase === 'editing');
    expect(alerts).toEqual([MSG_DOWNLOAD_FAILED]);
    expect(server.requests.some((r) => r.path === '/v1/user/mod')).toBe(false);
    expect(downloads(server.requests)[0]?.body).toEqual({
      url: '/static/teaching-aids/yuwen/bubian/grade-1/shengzi-kapian.pdf',
      school: '第一小学',
      className: '一班',
    });
  });

  it('an HTTP failure alerts the same text', async () => {
    const { store, alerts } = await setup(() => ({ status: 502, body: 'bad gateway' }));
    walkToStep3(store, { subjectId: 1, versionId: 1, grade: 1, indexes: [0] });
    store.dispatch(downloadConfirmed());
    await waitForState(store, (s) => s.classBook.phase === 'downloading');
    await waitForState(store, (s) => s.classBook.phase === 'editing');
    expect(alerts).toEqual([MSG_DOWNLOAD_FAILED]);
  });

  it('20100 while downloading: no alert, the login frame opens, closing it brings step 3 back', async () => {
    const { store, alerts } = await setup(() => fail(Code.NOT_LOGGED_IN, '请先登录'));
    walkToStep3(store, { subjectId: 2, versionId: 2, grade: 4, indexes: [2] });
    store.dispatch(downloadConfirmed());
    const waiting = await waitForState(store, (s) => s.classBook.phase === 'login');
    expect(waiting.auth).toMatchObject({ overlayOpen: true, reason: LOGIN_REASON_CLASS_BOOK });
    expect(alerts).toEqual([]);
    store.dispatch(loginOverlayClosed());
    const back = await waitForState(store, (s) => s.classBook.phase === 'editing');
    expect(back.classBook.step).toBe(3);
    expect(back.classBookEntry.open).toBe(true);
  });

  it('a refused school shows the server msg and downloads nothing', async () => {
    const { server, store, alerts } = await setup((path) =>
      path === '/v1/user/mod' ? fail(Code.INVALID_PARAM, '学校名称包含不允许的字符') : ok(null),
    );
    walkToStep3(store, { subjectId: 2, versionId: 1, grade: 1, indexes: [0], school: '新学校' });
    store.dispatch(downloadConfirmed());
    const state = await waitForState(store, (s) =>
      s.toast.items.some((t) => t.text === '学校名称包含不允许的字符'),
    );
    expect(state.classBook.phase).toBe('editing');
    expect(downloads(server.requests)).toHaveLength(0);
    expect(alerts).toEqual([]);
    expect(server.requests.find((r) => r.path === '/v1/user/mod')?.body).toEqual({
      subject: 2,
      period: 1,
      schoolName: '新学校',
    });
  });

  it('an anonymous confirm asks for login and sends nothing', async () => {
    const { server, store } = await setup(() => ok(null), '');
    walkToStep3(store, { subjectId: 1, versionId: 1, grade: 6, indexes: [0] });
    store.dispatch(downloadConfirmed());
    const state = await waitForState(store, (s) => s.classBook.phase === 'login');
    expect(state.auth).toMatchObject({ overlayOpen: true, reason: LOGIN_REASON_CLASS_BOOK });
    expect(server.requests.filter((r) => r.path !== '/v1/user/info')).toEqual([]);
  });
});
