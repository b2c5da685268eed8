export { ThemeProvider } from './ThemeProvider';
export { ThemeToggle } from './ThemeToggle';
export { useTheme } from './context';
