/**
 * Where a personal link lives, on the configured origin (PUBLIC_URL, else this server's
 * own http://localhost:PORT): never the request's Host, so a forged Host changes nothing.
 */
export function feedAddresses(publicUrl: string, token: string) {
  return { token, url: `${publicUrl}/staff/${token}`, icsUrl: `${publicUrl}/api/feeds/${token}.ics` };
}
