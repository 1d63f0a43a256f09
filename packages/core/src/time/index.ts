export {
  CHINA_TIME_ZONE,
  chinaDate,
  chinaDateTime,
  chinaDateTimeParts,
  type ChinaDateTimeParts,
} from './china';
