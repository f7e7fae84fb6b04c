// Time as a dependency: the service, the seed loader and sync read "now" through a Clock,
// so tests and the reference remote can move it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
