/** The current time; injected so tests can move it (CONVENTIONS.md "services … clock"). */
export type Clock = () => Date;

/** The wall clock. */
export const systemClock: Clock = () => new Date();
