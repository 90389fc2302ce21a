/** What "now" is for the server: the system clock, or a test's own that it moves by hand. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
