/** The school's pages (docs/school.md "Web"): not in the spec's route table, designed here. */
export const SCHOOL_ROUTES = {
  disk: '/school/disk',
  manage: '/school/manage',
} as const;
