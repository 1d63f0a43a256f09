import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '../constants';
import { MSG_AVATAR_TOO_LARGE } from '../messages';
import { ValidationError } from './errors';

/** The parts of a file the avatar rule reads (a DOM `File` fits). */
export interface FileLike {
  name: string;
  /** Bytes. */
  size: number;
}

/**
 * §5: "Avatar must be .jpeg, .jpg or .png and at most 2 MB (2097152 bytes); else error
 * 头像尺寸过大，请选择小于2M的图片". Both failures show that one message (as the spec says);
 * `type` tells them apart. The extension check ignores case. `null` when the file is fine.
 */
export function checkAvatar(file: FileLike): ValidationError | null {
  const name = file.name.toLowerCase();
  if (!AVATAR_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return new ValidationError('avatar-type', MSG_AVATAR_TOO_LARGE);
  }
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > AVATAR_MAX_BYTES) {
    return new ValidationError('avatar-too-large', MSG_AVATAR_TOO_LARGE);
  }
  return null;
}
