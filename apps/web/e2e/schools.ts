/** The admin and the schools that global setup makes with `npm run admin` (school.spec.ts). */
export const SCHOOL_ADMIN = { phone: '13700000001', password: 'school-admin-2026' };
export const SCHOOL_E2E = [
  { name: '第一实验学校', code: 'SCHOOLA26' },
  { name: '第二实验学校', code: 'SCHOOLB26' },
] as const;
