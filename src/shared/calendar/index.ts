// The shared Bikram Sambat calendar (isomorphic: server, browser and tests): conversion, month facts,
// names, digits and the site-wide date display.
export * from './convert.ts';
export * from './digits.ts';
export * from './format.ts';
export * from './month.ts';
export * from './names.ts';
export * from './nepal-time.ts';
