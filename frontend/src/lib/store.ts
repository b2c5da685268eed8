import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api';

/**
 * The slices features add to the store, by declaration merging: a feature's slice file declares
 * `interface LazyLoadedSlices extends WithSlice<typeof itsSlice> {}` in this module and injects
 * itself (`rootReducer.inject(itsSlice)`) when it loads, so this shell module never imports a
 * feature (imports run one way: features → lib). The app's start loads every slice's module
 * before it makes the store (app/slices.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface LazyLoadedSlices {}

/** The API cache from the start; the features' slices as they inject themselves. */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one for the app, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
