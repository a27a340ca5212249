export * from './schemas';
export * from './errors';
export * from './endpoints';
export * from './validation';
export * from './client';
export * from './queries';
export * from './chat-queries';
export * from './chat-socket';
