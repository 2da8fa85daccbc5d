import { describe, expect, it } from 'vitest';
import { parseCsv } from './regions';

describe('parseCsv', () => {
  it('reads plain and quoted fields, escaped quotes and both line endings', () => {
    const text = 'id,name,postal_code\r\n1,Braga,40111\n2,"Lubuk Pakam I,II",20511\n3,"Kampung ""Baru""\nUtara",12345';
    expect(parseCsv(text)).toEqual({
      header: ['id', 'name', 'postal_code'],
      rows: [
        ['1', 'Braga', '40111'],
        ['2', 'Lubuk Pakam I,II', '20511'],
        ['3', 'Kampung "Baru"\nUtara', '12345'],
      ],
    });
  });

  it('ignores the final line end and keeps empty fields', () => {
    expect(parseCsv('a,b\n1,\n').rows).toEqual([['1', '']]);
  });

  it('rejects rows with a wrong field count and unterminated quotes', () => {
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow(/row 2 has 3 fields/);
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow(/unterminated/);
  });
});
