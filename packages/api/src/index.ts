export const API_VERSION = '1';
