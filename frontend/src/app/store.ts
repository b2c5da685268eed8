import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { sessionSlice } from '../features/auth/sessionSlice';
import { undoSlice } from '../features/planner/undo/undoSlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [undoSlice.name]: undoSlice.reducer,
});

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
