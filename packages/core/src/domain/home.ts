/**
 * Home-page side data (spec §3 "Home card info", "Activity info", "Common info lists",
 * "QR list").
 */

/** §3 Home card info: statistics shown on the resource cards of the current school. */
export interface HomeCardInfo {
  tikuInfo: { tiTotal: number; juanTotal: number };
  /** Note the spec's capital J in `JuanMonAdd`: it is the field name as sent. */
  schoolInfo: { tiTotal: number; tiMonAdd: number; JuanMonAdd: number; juanTotal: number };
  classInfo: { classTotal: number; personTotal: number };
}

/** §3 Activity info of `POST /v1/activity/info`. */
export interface ActivityInfo {
  /** Where the banner leads; carries the activity id and the teacher's token as query params. */
  sidebarJumpUrl: string;
  /** 1 shows the invite/activity banner (§2 "Layout"). */
  status: number;
  /** Image of the sidebar banner. */
  sidebarUrl: string;
}

/** One entry of a common info list: an id and its Chinese name. */
export interface IdName {
  id: number;
  name: string;
}

/** §3 Common info lists: the choices of the account and period/subject dialogs. */
export interface CommonInfo {
  periodTypeList: IdName[];
  schoolTypeList: IdName[];
  subjectTypeList: IdName[];
}

/** Which QR code an item is. */
export type QrKind = 'assistant' | 'group' | 'app';

/** §3 QR list entry of `GET /v1/qrcode/list`. */
export interface QrItem {
  kind: QrKind;
  /** Caption under the code. */
  name: string;
  /** URL of the QR image. */
  image: string;
}

/** §3: the QR list has three items, in the order assistant, group, app download. */
export const QR_ORDER: readonly QrKind[] = ['assistant', 'group', 'app'];
