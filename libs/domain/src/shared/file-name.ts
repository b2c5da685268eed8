/**
 * A name as the ASCII slug of a downloaded file, so any browser saves it as named:
 * 'The Crown & Anchor' → 'the-crown-anchor', 'Café Été' → 'cafe-ete'; '' when nothing is left.
 */
export function fileNameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
