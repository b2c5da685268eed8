import { csvField, toCsv } from './csv';

describe('the CSV writer', () => {
  it('leaves plain text and our numbers alone', () => {
    expect(csvField('Sam')).toBe('Sam');
    expect(csvField({ number: '12.50' })).toBe('12.50');
    expect(csvField(42)).toBe('42');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+44')).toBe("'+44");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('\rx')).toBe(`"'\rx"`);
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
  });

  it('defuses a formula behind leading whitespace, which spreadsheets skip', () => {
    expect(csvField(' =1+1')).toBe("' =1+1");
    expect(csvField('   +44')).toBe("'   +44");
    expect(csvField('\u00a0@cmd')).toBe("'\u00a0@cmd");
    expect(csvField(' -x,y')).toBe(`"' -x,y"`);
    // Whitespace before ordinary text is just text.
    expect(csvField(' Sam')).toBe(' Sam');
    expect(csvField('Sam =1')).toBe('Sam =1');
  });

  it('writes our negative figures as numbers, never as text', () => {
    expect(csvField({ number: '-2.50' })).toBe('-2.50');
    expect(csvField(-3)).toBe('-3');
  });

  it('starts with a UTF-8 BOM and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['£', { number: '-1.00' }],
      ]),
    ).toBe('\uFEFFa,b\r\n£,-1.00\r\n');
  });
});
