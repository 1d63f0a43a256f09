import { describe, expect, it } from 'vitest';
import { assistant } from './assistant';
import { accepted, refusal } from './test/refusal';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('assistant.question body', () => {
  const body = assistant.question.body;

  it('accepts what the web app sends and reads flags as booleans', () => {
    expect(
      accepted(body, {
        content: '怎么上好一节课？',
        type: 'normal',
        isNetwork: 2,
        isDeepThink: '1',
        imgUrls: ['https://img.example.cn/a.png', '/oss/uploads/1/b.png'],
        appId: '12',
        uri: 'essay-review',
        logId: ID.toUpperCase(),
        resumable: 1,
      }),
    ).toEqual({
      content: '怎么上好一节课？',
      type: 'normal',
      isNetwork: true,
      isDeepThink: true,
      deepThink: false,
      imgUrls: ['https://img.example.cn/a.png', '/oss/uploads/1/b.png'],
      appId: 12,
      uri: 'essay-review',
      logId: ID,
      resumable: true,
    });
    // Without the flag the answer stops with the connection (other clients' contract).
    expect(accepted(body, { content: '你好' }).resumable).toBe(false);
    expect(accepted(body, { content: 'x'.repeat(4000) }).content).toHaveLength(4000);
  });

  it('refuses hostile or malformed input with the server’s Chinese messages', () => {
    const cases: [unknown, RegExp][] = [
      [{}, /^参数错误：content 应为字符串$/],
      [{ content: '' }, /^参数错误：content 不能为空$/],
      [{ content: ' \n\t ' }, /^参数错误：content 不能为空$/],
      [{ content: 'x'.repeat(4001) }, /^参数错误：content 不能超过 4000 个字符$/],
      [{ content: 42 }, /^参数错误：content 应为字符串$/],
      [{ content: ['a'] }, /^参数错误：content 应为字符串$/],
      [{ content: 'a\u0000b' }, /^参数错误：content 包含不允许的字符$/],
      [{ content: '你好', type: 'admin' }, /^参数错误：type 取值无效$/],
      [
        { content: '你好', isNetwork: 1 },
        /^参数错误：isNetwork 只能为 2（联网搜索开启）或 0（关闭）$/,
      ],
      [{ content: '你好', isNetwork: 'yes' }, /^参数错误：isNetwork /],
      [
        { content: '你好', isDeepThink: 2 },
        /^参数错误：isDeepThink 只能为 1（深度思考开启）或 0（关闭）$/,
      ],
      [{ content: '你好', deepThink: true }, /^参数错误：deepThink /],
      [{ content: '你好', imgUrls: 'https://a.cn/x.png' }, /^参数错误：imgUrls 应为数组$/],
      [
        { content: '你好', imgUrls: ['javascript:alert(1)'] },
        /^参数错误：imgUrls\[0\] 只能是 http\(s\) 图片链接或 \/oss\/ 开头的站内路径$/,
      ],
      [{ content: '你好', imgUrls: ['data:image/png;base64,AAAA'] }, /^参数错误：imgUrls\[0\] /],
      [{ content: '你好', imgUrls: ['/oss/../etc/passwd'] }, /^参数错误：imgUrls\[0\] /],
      [{ content: '你好', imgUrls: ['//evil.example/x.png'] }, /^参数错误：imgUrls\[0\] /],
      [{ content: '你好', imgUrls: ['https://a.cn/x y.png'] }, /^参数错误：imgUrls\[0\] /],
      [
        { content: '你好', imgUrls: Array.from({ length: 10 }, (_, i) => `https://a.cn/${i}.png`) },
        /^参数错误：imgUrls 最多 9 张图片$/,
      ],
      [{ content: '你好', logId: 'not-a-uuid' }, /^参数错误：logId 无效$/],
      [{ content: '你好', appId: -1 }, /^参数错误：appId 应为正整数$/],
      [{ content: '你好', uri: '../../etc' }, /^参数错误：uri 无效$/],
      [[1, 2], /^参数错误：请求体应为 JSON 对象$/],
    ];
    for (const [input, msg] of cases)
      expect(refusal(body, input), JSON.stringify(input)).toMatch(msg);
  });
});

describe('assistant conversation bodies', () => {
  it('pages with defaults 20 (list) and 50 (log), at most 100 a page', () => {
    expect(accepted(assistant.conversations.body, {})).toEqual({ page: 1, pageSize: 20 });
    expect(accepted(assistant.conversationLog.body, { id: ID })).toEqual({
      id: ID,
      page: 1,
      pageSize: 50,
      order: 'asc',
    });
    expect(refusal(assistant.conversations.body, { pageSize: 101 })).toBe(
      '参数错误：pageSize 应为 1 到 100 的整数',
    );
    expect(refusal(assistant.conversations.body, { page: 0 })).toBe(
      '参数错误：page 应为 1 到 100000 的整数',
    );
    expect(refusal(assistant.conversationLog.body, { id: ID, order: 'up' })).toBe(
      '参数错误：order 应为 asc 或 desc',
    );
    expect(refusal(assistant.conversationLog.body, { id: ID, before: 'x' })).toBe(
      '参数错误：before 无效',
    );
  });

  it('checks ids, pin status and titles as the server does', () => {
    for (const id of [undefined, '', 'x', 7, `${ID}0`]) {
      expect(refusal(assistant.conversation.body, { id })).toBe('参数错误：id 无效');
    }
    expect(accepted(assistant.pinConversation.body, { id: ID, status: '1' })).toEqual({
      id: ID,
      status: 1,
    });
    expect(refusal(assistant.pinConversation.body, { id: ID, status: 2 })).toBe(
      '参数错误：status 只能为 1（置顶）或 0（取消置顶）',
    );
    const rename = assistant.renameConversation.body;
    expect(accepted(rename, { id: ID, title: '  新的\n标题 ' }).title).toBe('新的 标题');
    expect(refusal(rename, { id: ID, title: ' \n ' })).toBe('参数错误：title 不能为空');
    expect(refusal(rename, { id: ID, title: '字'.repeat(51) })).toBe(
      '参数错误：title 不能超过 50 个字符',
    );
    expect(refusal(rename, { id: ID, title: 5 })).toBe('参数错误：title 应为字符串');
    expect(refusal(assistant.networkLog.body, { logId: 'x' })).toBe('参数错误：logId 无效');
  });
});

describe('assistant config bodies', () => {
  it('needs an appId for ty search, and an appId or a uri for the chat config', () => {
    expect(accepted(assistant.info.body, { ty: 'normal' })).toEqual({ ty: 'normal' });
    expect(accepted(assistant.info.body, undefined)).toEqual({});
    expect(accepted(assistant.info.body, { ty: 'search', appId: '3' })).toEqual({
      ty: 'search',
      appId: 3,
    });
    expect(refusal(assistant.info.body, { ty: 'search' })).toBe('参数错误：appId 应为正整数');
    expect(refusal(assistant.info.body, { ty: 'admin' })).toBe('参数错误：ty 取值无效');
    expect(accepted(assistant.chatConfig.body, { uri: 'essay-review' })).toEqual({
      uri: 'essay-review',
    });
    expect(refusal(assistant.chatConfig.body, {})).toBe('参数错误：appId 应为正整数');
    for (const uri of [undefined, '', '<script>', 'A'.repeat(65), 7]) {
      expect(refusal(assistant.uriInfo.body, { uri })).toBe('参数错误：uri 无效');
    }
    expect(accepted(assistant.uriInfo.body, { uri: 'a'.repeat(64) }).uri).toHaveLength(64);
  });
});
