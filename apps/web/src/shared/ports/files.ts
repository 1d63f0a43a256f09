import type { FilePort } from './context';

/** How long a saved file's object URL lives: the browser has started the download by then. */
export const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * The browser's {@link FilePort}: an object URL on a temporary `<a download>` that is clicked and
 * removed, the URL revoked once the download has started; `window.alert`.
 */
export function createBrowserFiles(): FilePort {
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
