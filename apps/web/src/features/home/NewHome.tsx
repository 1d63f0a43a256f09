import { greetingAt } from '@aita/core';
import { Button, SendIcon } from '@aita/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes';

const SUGGESTIONS = ['写一份教学设计', '生成课堂练习题', '批改学生作文', '设计大单元教学'];

/**
 * A light placeholder of the new chat-style home (spec §2 "New home"): greeting by hour, a
 * question box that is not wired yet, and the way to the application centre. The full new
 * home (send, toggles, carousel, footer) is a later issue.
 */
export function NewHome() {
  const [greeting] = useState(() => greetingAt(new Date()));
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-6 pt-20 pb-16 md:pt-28">
      <h1 className="text-center text-3xl font-semibold text-ink md:text-[34px]">
        <span aria-hidden="true" className="mr-2">
          {greeting.emoji}
        </span>
        {greeting.text}，老师
      </h1>
      <p className="mt-3 text-center text-[15px] text-ink-muted">
        我是您的 AI 教学助手，备课、出题、批改，都可以交给我
      </p>

      <div className="mt-10 w-full rounded-[20px] border border-line bg-surface p-4 shadow-card focus-within:border-primary-300">
        <label htmlFor="home-question" className="sr-only">
          输入您的问题
        </label>
        <textarea
          id="home-question"
          rows={4}
          disabled
          placeholder="AI 问答即将开放，敬请期待……"
          className="w-full resize-none bg-transparent text-[15px] leading-6 text-ink placeholder:text-ink-muted focus:outline-none disabled:cursor-not-allowed"
        />
        <div className="flex items-center justify-between pt-2">
          <span className="text-xs text-ink-muted">问答功能正在上线中</span>
          <Button size="sm" disabled aria-label="发送" className="size-9 px-0">
            <SendIcon className="size-4" />
          </Button>
        </div>
      </div>

      <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="常用功能">
        {SUGGESTIONS.map((text) => (
          <li
            key={text}
            className="rounded-full bg-surface px-4 py-1.5 text-sm text-ink-soft ring-1 ring-line"
          >
            {text}
          </li>
        ))}
      </ul>

      <Link
        to={ROUTES.apps}
        className="mt-12 inline-flex items-center gap-2 rounded-full bg-primary-500 px-6 py-2.5 text-sm font-medium text-white shadow-sm transition-colors hover:bg-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
      >
        浏览全部 AI 应用
        <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
