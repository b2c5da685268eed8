import { fileNameSlug } from './file-name';

describe('file name slugs', () => {
  it('keeps letters and digits, folds accents and joins the rest with single dashes', () => {
    expect(fileNameSlug('The Crown & Anchor')).toBe('the-crown-anchor');
    expect(fileNameSlug('Café Été')).toBe('cafe-ete');
    expect(fileNameSlug('  No. 10 ')).toBe('no-10');
  });

  it('answers empty text when nothing usable is left', () => {
    expect(fileNameSlug('!!!')).toBe('');
    expect(fileNameSlug('')).toBe('');
  });
});
