import type { AppColumn, AppIndexList, AppInfo } from '@aita/core';

/** One fake application (for selector tests and the local envelope server). */
export function fakeApp(appId: number, name = `应用${appId}`): AppInfo {
  return {
    appId,
    name,
    logo: `/static/app-logos/${appId}.svg`,
    desc: `${name}的简介`,
    template: 0,
    category: 'aiassistant',
    uri: `app-${appId}`,
    appSeoInfo: null,
    isCollect: 0,
  };
}

function column(id: number, name: string, apps: AppInfo[]): AppColumn {
  return { id, name, appList: apps };
}

/**
 * A small §3 app list shaped like the server's: two normal columns around a new-curriculum
 * zone (random id 512, listed in `appList` with no apps) with two sub-columns and two documents.
 */
export function appIndexFixture(): AppIndexList {
  const hot = [fakeApp(1, '教案生成'), fakeApp(2, '作文批改')];
  const prep = [fakeApp(3, '课件大纲'), fakeApp(4, '说课稿'), fakeApp(1, '教案生成')];
  const unit = [fakeApp(10, '大单元设计')];
  const task = [fakeApp(11, '学习任务群'), fakeApp(12, '跨学科主题')];
  return {
    hasNewStandardColumn: true,
    columnList: [
      column(1, '热门应用', hot),
      column(512, '新课标专区', []),
      column(2, '备课', prep),
    ],
    appList: { '1': hot, '512': [], '2': prep },
    newColumnList: [column(21, '大单元教学', unit), column(22, '学习任务群', task)],
    newAppList: { '21': unit, '22': task },
    newStandardDocList: [
      { name: '义务教育语文课程标准（2022年版）', link: 'https://example.org/yuwen.pdf' },
      { name: '义务教育数学课程标准（2022年版）', link: 'https://example.org/shuxue.pdf' },
    ],
  };
}
