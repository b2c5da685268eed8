import { LogoMark } from './Logo';
import { Spinner } from './Spinner';

/** Shown while the signed-in state loads. */
export function SplashScreen() {
  return (
    <div className="splash" data-testid="splash">
      <LogoMark size={56} className="splash-logo" />
      <Spinner size="large" label="Loading Rotaledger…" />
    </div>
  );
}
