interface LogoMarkProps {
  size?: number;
  className?: string;
}

/** The brand mark: three shift bars on a rounded tile, like a tiny rota. */
export function LogoMark({ size = 32, className }: LogoMarkProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--brand-tile)" />
      <rect className="logo-bar logo-bar-1" x="12" y="15" width="26" height="8" rx="4" fill="var(--brand-bar-1)" />
      <rect className="logo-bar logo-bar-2" x="22" y="28" width="30" height="8" rx="4" fill="var(--brand-bar-2)" />
      <rect className="logo-bar logo-bar-3" x="12" y="41" width="20" height="8" rx="4" fill="var(--brand-bar-3)" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo-word">Rotaledger</span>
    </span>
  );
}
