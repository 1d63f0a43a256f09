import { downloadTeachingAid, type ApiClient, type TeachingAidDownload } from '@aita/api';
import type { AppServices, CallOptions } from '../../app/services';

/** How long a saved file's object URL lives: the browser has started the download by then. */
export const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * What the class-book download does in the browser besides HTTP: save a file and show the §8
 * failure alert. Tests pass their own (a browser-less store cannot click a link).
 */
export interface ClassBookPlatform {
  /** Hands `blob` to the browser as a download named `name`. */
  saveFile(blob: Blob, name: string): void;
  /** §8 "Download failure: alert …": a blocking alert. */
  alert(text: string): void;
}

/**
 * The browser's {@link ClassBookPlatform}: an object URL on a temporary `<a download>` that is
 * clicked and removed, the URL revoked once the download has started; `window.alert`.
 */
export function browserClassBookPlatform(): ClassBookPlatform {
  return {
    saveFile(blob, name) {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.rel = 'noopener';
      link.style.display = 'none';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    },
    alert(text) {
      window.alert(text);
    },
  };
}

/** The class-book services: the download call (§7 "Downloads fetch the PDF as a blob") and the platform. */
export interface ClassBookServices extends ClassBookPlatform {
  /** `POST /v1/teaching-aid/download {url, school?, className?}` → the PDF. */
  downloadTeachingAid(request: TeachingAidDownload, options?: CallOptions): Promise<Blob>;
}

/** The services class-book sagas get: the app's plus {@link ClassBookServices}. */
export type ClassBookAppServices = AppServices & ClassBookServices;

/**
 * Adds {@link ClassBookServices} over `services.apiClient` (built in the lazy chunk, so the entry
 * chunk carries none of it); `platform` replaces the browser's save and alert.
 */
export function withClassBookServices(
  services: AppServices,
  platform: Partial<ClassBookPlatform> = {},
): ClassBookAppServices {
  const client: ApiClient = services.apiClient;
  const browser = platform.saveFile && platform.alert ? null : browserClassBookPlatform();
  return {
    ...services,
    downloadTeachingAid: (request, options = {}) => downloadTeachingAid(client, request, options),
    saveFile: platform.saveFile ?? ((blob, name) => browser?.saveFile(blob, name)),
    alert: platform.alert ?? ((text) => browser?.alert(text)),
  };
}
