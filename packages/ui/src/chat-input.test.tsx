import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput, type ChatInputProps } from './chat-input';

const labels = {
  label: '向 AI 助手提问',
  placeholder: '输入您的问题',
  sendLabel: '发送',
  stopLabel: '停止',
};

function renderInput(props: Partial<ChatInputProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <ChatInput
      {...labels}
      value="这道题怎么讲？"
      onChange={() => undefined}
      onSubmit={onSubmit}
      busy={false}
      {...props}
    />,
  );
  return { onSubmit, box: screen.getByRole('textbox', { name: labels.label }) };
}

describe(ChatInput, () => {
  it('sends by button and Enter; sendBlocked holds both back but keeps the box usable', () => {
    const { onSubmit, box } = renderInput({ sendBlocked: true });
    const send = screen.getByRole('button', { name: '发送' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(box.hasAttribute('disabled')).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends when not blocked, and shows the attachments in the box', () => {
    const { onSubmit, box } = renderInput({ attachments: <ul aria-label="已粘贴的图片" /> });
    expect(screen.getByRole('list', { name: '已粘贴的图片' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('passes pastes of the textarea to onPaste', () => {
    const onPaste = vi.fn();
    const { box } = renderInput({ onPaste });
    fireEvent.paste(box);
    expect(onPaste).toHaveBeenCalledTimes(1);
  });
});
