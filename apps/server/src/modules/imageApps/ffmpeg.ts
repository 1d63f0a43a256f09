import { execFile } from 'node:child_process';

/**
 * Whether an `ffmpeg` binary answers `-version` on the PATH (within 3 s). Only said on the
 * 图片生成微课视频 card: no video is made with it yet (docs/imageApps.md "微课视频").
 */
export function hasFfmpeg(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('ffmpeg', ['-version'], { timeout: 3000 }, (error) => resolve(!error));
  });
}
