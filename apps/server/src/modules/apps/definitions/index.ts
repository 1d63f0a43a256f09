/** App definitions as data: schema, seeded file, store, form checks and entitlement (docs/apps.md). */
export * from './definition';
export * from './store';
export * from './form';
export * from './entitlement';
