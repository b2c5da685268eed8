import { useSession } from '../auth';
import { useUpdatePreferenceMutation } from '../preferences';
import { useTheme } from './context';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const { user } = useSession();
  const [savePreference] = useUpdatePreferenceMutation();
  const next = theme === 'light' ? 'dark' : 'light';

  function onClick() {
    toggleTheme();
    // The browser remembers the theme; a signed-in user's theme_mode follows it.
    if (user) void savePreference({ userId: user.uid, field: 'theme_mode', value: next });
  }

  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={onClick}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === 'light' ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      )}
    </button>
  );
}
