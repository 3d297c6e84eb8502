import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from './csv';

describe('CSV', () => {
  it('reads quoted cells with commas, quotes and line breaks, and numbers lines as a spreadsheet does', () => {
    expect(csvRows('\uFEFFa,b\r\n"1,2","say ""hi""\nthere"\r\n\r\nx,y')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1,2', 'say "hi"\nthere'] },
      { line: 5, cells: ['x', 'y'] },
    ]);
  });

  it('quotes a cell only when a spreadsheet would misread it, and reads it back', () => {
    const cells = ['plain', '1,2', 'say "hi"', 'two\nlines', ' edge ', 12500];
    expect(cells.map(csvCell)).toEqual(['plain', '"1,2"', '"say ""hi"""', '"two\nlines"', '" edge "', '12500']);
    expect(csvRows(cells.map(csvCell).join(','))[0].cells).toEqual(cells.map(String));
  });
});
