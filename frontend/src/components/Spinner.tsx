interface SpinnerProps {
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

export function Spinner({ label = 'Loading…', size = 'medium' }: SpinnerProps) {
  return (
    <span className={`spinner spinner-${size}`} role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
