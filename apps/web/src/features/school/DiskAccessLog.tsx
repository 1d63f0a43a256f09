import type { DiskAccessLogData } from '@aita/api';
import { DISK_ACCESS_LABELS, DISK_ACCESS_LOG_SHOWN } from '@aita/core';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/**
 * 权限变更记录 on 学校管理 (docs/school.md "Folder permissions"): who changed which folder's
 * permissions and when, the last {@link DISK_ACCESS_LOG_SHOWN}, newest first.
 */
export function DiskAccessLog({ entries }: { entries: DiskAccessLogData['entries'] | null }) {
  return (
    <section
      className="rounded-[var(--radius-card)] bg-surface p-4 shadow-card"
      aria-labelledby="disk-access-log-title"
      data-testid="disk-access-log"
    >
      <h2 id="disk-access-log-title" className="font-semibold text-ink">
        网盘权限变更记录
      </h2>
      <p className="mt-1 text-xs text-ink-soft">最近 {DISK_ACCESS_LOG_SHOWN} 条</p>
      {!entries || entries.length === 0 ? (
        <p className="py-4 text-sm text-ink-muted">还没有文件夹权限变更</p>
      ) : (
        <div className="mt-2">
          <table className="w-full table-fixed break-words text-left text-sm">
            <thead className="text-xs text-ink-soft">
              <tr>
                <th className="py-1 pr-3 font-normal">时间</th>
                <th className="py-1 pr-3 font-normal">操作人</th>
                <th className="py-1 pr-3 font-normal">文件夹</th>
                <th className="py-1 font-normal">设置为</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((e) => (
                <tr key={`${e.folderId}-${e.createdAt}`}>
                  <td className="py-1.5 pr-3 whitespace-nowrap text-ink-soft">
                    {timeOf(e.createdAt)}
                  </td>
                  <td className="py-1.5 pr-3 text-ink">{e.actorName || '（已注销）'}</td>
                  <td className="py-1.5 pr-3 text-ink">{e.folderName}</td>
                  <td className="py-1.5 text-ink-soft">
                    {DISK_ACCESS_LABELS.see[e.see]}，{DISK_ACCESS_LABELS.upload[e.upload]}
                    {e.managers.length > 0 ? `，负责人：${e.managers.join('、')}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
