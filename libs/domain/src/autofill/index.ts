export * from './fill-types';
export * from './fill-proposal';
export * from './fill-acceptance';
