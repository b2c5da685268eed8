/** A placement outside someone's availability: said first, placed only on "Place anyway". */
export function AvailabilityWarning({ text, disabled, onPlace }: { text: string; disabled: boolean; onPlace: () => void }) {
  return (
    <div className="availability-warning" role="alert">
      <p>{text}</p>
      <div className="availability-warning-actions">
        <button type="button" className="button button-primary button-small" disabled={disabled} onClick={onPlace}>
          Place anyway
        </button>
      </div>
    </div>
  );
}
