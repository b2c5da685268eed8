const waitingText = (count: number) => (count === 1 ? '1 clock event waits' : `${count} clock events wait`);

/** Says when the kiosk is offline and how many clock events wait on the tablet; nothing while all is sent. */
export function OfflineBanner({ online, waiting }: { online: boolean; waiting: number }) {
  if (online && waiting === 0) return null;
  return (
    <div className={`kiosk-banner${online ? '' : ' kiosk-banner-offline'}`} role="status">
      {online
        ? `Back online: sending… ${waitingText(waiting)}.`
        : `Offline: clock events are kept on this tablet and sent when the connection is back.`}
      {!online && waiting > 0 && ` ${waitingText(waiting)}.`}
    </div>
  );
}
