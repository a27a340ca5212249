export * from './schemas';
export * from './errors';
export * from './client';
export * from './queries';
