export * from './envelope';
export * from './system';
export * from './games';
export * from './member';
export * from './accounts';
export * from './patterns';
