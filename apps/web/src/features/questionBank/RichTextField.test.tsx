// @vitest-environment jsdom
// Image paste in the editor on a real store (the bank's sagas running) against a local envelope
// server: the image goes to /v1/file/upload as kind image, the bank gives its markup, and the
// markup lands where it was pasted, shown as a picture in the preview.
import { Code } from '@aita/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { startEnvelopeServer, type ScriptedReply } from '../../test/envelopeServer';
import { createTestStore } from '../../test/testStore';
import { questionBankFeature } from './questionBankFeature';
import { insertAt, pastedImage, RichTextField } from './RichTextField';

const LINK = `/oss/files/image/${'k'.repeat(22)}/${'0'.repeat(64)}.png`;

const ok = (data: unknown): ScriptedReply => ({
  body: JSON.stringify({ code: Code.OK, msg: 'ok', data }),
});

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      id="stem"
      name="stem"
      label="题干"
      className=""
      value={value}
      onChange={setValue}
      previewLabel="题干预览"
    />
  );
}

/** A clipboard holding one file of `type`. */
const clipboard = (file: File) => ({
  items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
});

async function setup(reply: (path: string) => ScriptedReply) {
  const server = await startEnvelopeServer((path) => reply(path));
  closers.push(server.close);
  const store = createTestStore(server.url);
  closers.push(async () => store.sagaTask.cancel());
  store.loadFeature(questionBankFeature);
  render(
    <Provider store={store}>
      <Field initial="如图，求面积。" />
    </Provider>,
  );
  return server;
}

describe(RichTextField, () => {
  it('uploads a pasted image and inserts its markup where it was pasted', async () => {
    const server = await setup((path) =>
      path === '/v1/file/upload'
        ? ok({ id: 'f0000000-0000-4000-8000-000000000001', kind: 'image' })
        : path === '/v1/tiku/question/image'
          ? ok({ url: LINK, markup: `![图片](${LINK})` })
          : ok({}),
    );
    const box = screen.getByLabelText('题干') as HTMLTextAreaElement;
    box.setSelectionRange(2, 2);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'image.png', {
      type: 'image/png',
    });
    fireEvent.paste(box, { clipboardData: clipboard(png) });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '图片上传中…');
    await waitFor(() => expect(box.value).toContain(LINK));
    expect(box.value).toBe(`如图\n![图片](${LINK})\n，求面积。`);
    const upload = server.requests.find((r) => r.path === '/v1/file/upload');
    expect(String(upload?.body)).toContain('name="kind"\r\n\r\nimage');
    expect(String(upload?.body)).toContain('name="file"');
    expect(server.requests.find((r) => r.path === '/v1/tiku/question/image')?.body).toEqual({
      fileId: 'f0000000-0000-4000-8000-000000000001',
    });
    const img = screen.getByRole('note', { name: '题干预览' }).querySelector('img');
    expect(img?.getAttribute('src')).toBe(`${window.location.origin}${LINK}`);
  });

  it('shows the upload’s refusal under the field and leaves the text as it was', async () => {
    await setup((path) =>
      path === '/v1/file/upload'
        ? {
            body: JSON.stringify({
              code: Code.INVALID_PARAM,
              msg: '图片不能超过 10 MB',
              data: null,
            }),
          }
        : ok({}),
    );
    const box = screen.getByLabelText('题干') as HTMLTextAreaElement;
    const big = new File([new Uint8Array(8)], '', { type: 'image/jpeg' });
    fireEvent.paste(box, { clipboardData: clipboard(big) });
    expect((await screen.findByRole('alert')).textContent).toBe('图片未能插入：图片不能超过 10 MB');
    expect(box.value).toBe('如图，求面积。');
  });
});

describe(pastedImage, () => {
  it('takes the first image of a paste and nothing else', () => {
    const text = { kind: 'string', type: 'text/plain', getAsFile: () => null };
    expect(pastedImage({ items: [text] } as unknown as DataTransfer)).toBeNull();
    const file = new File([], 'a.png', { type: 'image/png' });
    const both = { items: [text, { kind: 'file', type: 'image/png', getAsFile: () => file }] };
    expect(pastedImage(both as unknown as DataTransfer)).toBe(file);
    expect(insertAt('', 0, 'M')).toBe('M\n');
    expect(insertAt('ab\n', 9, 'M')).toBe('ab\nM\n');
  });
});
