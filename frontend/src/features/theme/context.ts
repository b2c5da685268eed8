import { createContext, useContext } from 'react';
import type { Theme } from './theme';

export interface ThemeApi {
  theme: Theme;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeApi | null>(null);

export function useTheme(): ThemeApi {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme needs a ThemeProvider');
  return ctx;
}
