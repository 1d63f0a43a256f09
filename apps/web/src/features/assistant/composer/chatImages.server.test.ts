// Pasted images in the chat box: the chat saga in a real store against the real server
// (offline knowledge mode), uploading with ali-oss to the built-in object store over HTTP.
// Node has no canvas, so the §5 compression (canvas, 0.8, JPEG 0.6) is the one step replaced:
// the bytes go up as they are, as a Buffer (what ali-oss's Node build puts; its browser build
// puts the Blob). The browser test (e2e/chat.spec.ts) runs the real compression.
import { fetchConversationLog } from '@aita/api';
import {
  AI_STATUS_COMPLETE,
  MSG_INVALID_IMAGE,
  MSG_UPLOAD_CREDENTIAL_FAILED,
  msgUploadFailed,
} from '@aita/core';
import { startTestServer, type TestServer } from '@aita/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppStore, RootState } from '../../../app/store';
import { waitForState } from '../../../test/waitForState';
import {
  holdPastedFile,
  MSG_IMAGES_UPLOADING,
  uploadedLinks,
} from '../../../shared/upload/pastedImages';
import { watchChat } from '../chatSaga';
import {
  chatEntered,
  conversationSelected,
  imagePasted,
  imageRemoved,
  networkToggled,
  questionAsked,
} from '../chatSlice';
import { createChatStore, messagesOf, registerTeacher, settleCalls } from '../testing';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const pngFile = () => new Blob([PNG], { type: 'image/png' });
const asIs = async (file: Blob): Promise<Blob> =>
  Buffer.from(await file.arrayBuffer()) as unknown as Blob;

let server: TestServer;
let token = '';
let pasteCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await registerTeacher(server.url);
}, 120_000);

afterAll(async () => {
  await settleCalls();
  await server?.close();
}, 60_000);

const stop = (store: AppStore) => store.sagaTask.cancel();
const toasts = (state: RootState) => state.toast.items.map((t) => t.text);

/** What the question box does on a paste: hold the file, then `imagePasted`. */
function paste(store: AppStore, file: Blob, name = 'board.png'): string {
  pasteCount += 1;
  const id = `test-img-${pasteCount}`;
  holdPastedFile(id, file);
  store.dispatch(imagePasted({ id, name, previewUrl: `blob:test/${id}` }));
  return id;
}

describe(watchChat, () => {
  it('an anonymous paste asks for login and attaches nothing', async () => {
    const { store } = createChatStore(server.url, '');
    store.dispatch(chatEntered({ uri: null }));
    paste(store, pngFile());
    const state = await waitForState(store, (s) => s.auth.overlayOpen);
    expect(state.chat.images).toEqual([]);
    // Let the calls of a new store settle: one still running when the server closes would keep
    // its keep-alive connection, and the close waiting for it.
    await waitForState(store, (s) => s.chat.welcome.status === 'ready', 20_000);
    stop(store);
  });

  it('uploads a pasted image, sends it with imgUrls and shows it again when the conversation is reopened', async () => {
    const { store, client } = createChatStore(server.url, token, token, { compressImage: asIs });
    await waitForState(store, (s) => s.auth.hasToken);
    store.dispatch(chatEntered({ uri: null }));
    store.dispatch(networkToggled(true));
    const id = paste(store, pngFile());
    // §4: pasting turns network search off.
    const pasted = store.getState();
    expect(pasted.chat.network).toBe(false);
    expect(pasted.chat.images).toMatchObject([{ id, status: 'uploading', url: '' }]);

    const uploaded = await waitForState(store, (s) => s.chat.images[0]?.status === 'done', 20_000);
    const url = uploaded.chat.images[0]?.url ?? '';
    expect(url).toMatch(/\/oss\/uploads\/[\w-]{22}\/[0-9a-f]{24}-board\.jpg$/);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    store.dispatch(
      questionAsked({
        content: '这道题怎么讲？',
        deepThink: false,
        network: false,
        imgUrls: uploadedLinks(uploaded.chat.images),
      }),
    );
    const sent = store.getState();
    expect(sent.chat.images).toEqual([]);
    const done = await waitForState(
      store,
      (s) => s.chat.phase === 'idle' && s.chat.conversationId !== null,
      30_000,
    );
    const [user, ai] = messagesOf(done);
    expect(user).toMatchObject({ type: 'user', content: '这道题怎么讲？', imgUrls: [url] });
    expect(ai?.finalStatus).toBe(AI_STATUS_COMPLETE);

    // The request carried imgUrls: the stored exchange has them.
    const conversationId = done.chat.conversationId ?? '';
    const log = await fetchConversationLog(client, { id: conversationId });
    expect(log.list[0]?.imgUrls).toEqual([url]);

    store.dispatch(conversationSelected({ id: conversationId }));
    const reopened = await waitForState(store, (s) => s.chat.ids.length === 2, 20_000);
    expect(messagesOf(reopened)[0]).toMatchObject({ type: 'user', imgUrls: [url] });
    stop(store);
  }, 60_000);

  it('§8: a refused upload and a failed credential fail the image with an empty link and a toast', async () => {
    const { store } = createChatStore(server.url, token, token, { compressImage: asIs });
    await waitForState(store, (s) => s.auth.hasToken);
    store.dispatch(chatEntered({ uri: null }));
    // The store refuses what is not an image (docs/oss.md): 上传失败：{reason}.
    const text = paste(store, new Blob(['<html>不是图片</html>'], { type: 'image/png' }));
    const refused = msgUploadFailed('仅支持上传 JPEG、PNG、WebP 或 GIF 图片');
    const failed = await waitForState(store, (s) => toasts(s).includes(refused), 20_000);
    expect(failed.chat.images[0]).toMatchObject({ status: 'failed', url: '', error: refused });
    expect(uploadedLinks(failed.chat.images)).toEqual([]);

    // A paste whose file is gone cannot be read: 无效图片.
    store.dispatch(imagePasted({ id: 'never-held', name: 'x.png', previewUrl: 'blob:test/x' }));
    const invalid = await waitForState(
      store,
      (s) => s.chat.images.find((i) => i.id === 'never-held')?.status === 'failed',
    );
    expect(invalid.chat.images.find((i) => i.id === 'never-held')?.error).toBe(MSG_INVALID_IMAGE);
    store.dispatch(imageRemoved(text));
    store.dispatch(imageRemoved('never-held'));
    expect(store.getState().chat.images).toEqual([]);
    stop(store);

    // The page believes it is logged in, but the credential call goes out without a token.
    const expired = createChatStore(server.url, token, '', { compressImage: asIs }).store;
    await waitForState(expired, (s) => s.auth.hasToken);
    expired.dispatch(chatEntered({ uri: null }));
    paste(expired, pngFile());
    const noCredential = await waitForState(
      expired,
      (s) => toasts(s).includes(MSG_UPLOAD_CREDENTIAL_FAILED),
      20_000,
    );
    expect(noCredential.chat.images[0]?.status).toBe('failed');
    expect(noCredential.chat.images[0]?.error).toBe(MSG_UPLOAD_CREDENTIAL_FAILED);
    stop(expired);
  }, 60_000);

  it('holds the question back while an image uploads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { store } = createChatStore(server.url, token, token, {
      compressImage: async (file) => {
        await gate;
        return asIs(file);
      },
    });
    await waitForState(store, (s) => s.auth.hasToken);
    store.dispatch(chatEntered({ uri: null }));
    paste(store, pngFile());
    store.dispatch(questionAsked({ content: '先别发', deepThink: false, network: false }));
    const held = await waitForState(store, (s) => toasts(s).includes(MSG_IMAGES_UPLOADING));
    expect(held.chat.ids).toEqual([]);
    expect(held.chat.phase).toBe('idle');
    release();
    await waitForState(store, (s) => s.chat.images[0]?.status === 'done', 20_000);
    stop(store);
  }, 60_000);
});
