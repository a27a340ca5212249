export * from './limits';
export * from './messages';
export * from './common';
export * from './users';
export * from './auth';
export * from './items';
export * from './forms';
export * from './cvs';
