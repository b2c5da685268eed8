export * from './fill-types';
