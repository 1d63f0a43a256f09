// @vitest-environment jsdom
import { createApiClient } from '@aita/api';
import { Code, MSG_ESSAY_OCR_CHECK, MSG_ESSAY_OCR_OFFLINE_NOTE } from '@aita/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store';
import { createMemoryPorts } from '../../shared/ports/memory';
import { startEnvelopeServer } from '../../test/envelopeServer';
import { TEST_DEVICE_ID } from '../../test/testStore';
import { EssayRows } from './EssayRows';
import { essayReviewFeature } from './essayReviewFeature';
import { capabilitiesReceived, rowRead } from './essayReviewSlice';

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

const READ = '去年秋天，学校组织我们到郊外的果园摘苹果。';

describe(EssayRows, () => {
  it('without a vision model offers offline reading of the photos, then asks to check the text', async () => {
    const server = await startEnvelopeServer((path) => ({
      body: JSON.stringify(
        path.endsWith('/ocr')
          ? {
              code: Code.OK,
              msg: 'ok',
              data: { text: READ, lines: [{ image: 0, box: [50, 40, 630, 180], text: READ }] },
            }
          : { code: Code.OK, msg: 'ok', data: null },
      ),
    }));
    closers.push(server.close);
    const client = createApiClient({
      baseUrl: server.url,
      getToken: () => 't',
      getDeviceId: () => TEST_DEVICE_ID,
      getAnonymousId: () => 'test-anonymous',
      clearToken: () => undefined,
      reload: () => undefined,
      timeout: 5000,
      retries: 0,
    });
    const { ports } = createMemoryPorts({ deviceId: TEST_DEVICE_ID });
    const store = createAppStore({ context: { client, ports }, features: [essayReviewFeature] });
    store.dispatch(capabilitiesReceived({ vision: false }));
    const row = (store.getState() as { essayReview: { rows: { key: string }[] } }).essayReview
      .rows[0]?.key as string;
    store.dispatch(rowRead({ row, text: '', imageUrl: '/oss/files/image/a/b.jpg' }));
    render(
      <Provider store={store}>
        <EssayRows />
      </Provider>,
    );
    screen.getByText(MSG_ESSAY_OCR_OFFLINE_NOTE);
    expect(screen.queryByText(MSG_ESSAY_OCR_CHECK)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '识别照片文字' }));
    await screen.findByText(MSG_ESSAY_OCR_CHECK, undefined, { timeout: 5000 });
    const text = screen.getByLabelText('第1位学生作文内容');
    expect((text as HTMLTextAreaElement).value).toBe(READ);
    expect(text.getAttribute('aria-describedby')).toBe(`ocr-check-${row}`);
    expect(server.requests.find((r) => r.path.endsWith('/ocr'))?.body).toEqual({
      imageUrls: ['/oss/files/image/a/b.jpg'],
    });
  });
});
