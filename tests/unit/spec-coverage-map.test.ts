/**
 * Issue 21 point 4: docs/spec-coverage.md stays true. Every test name the map cites (a quoted string in a table's
 * Tests column) is carried by a test, suite or step title, or is a text a test file asserts; a renamed or deleted test
 * fails here with the map's line. The reading rules are in spec-coverage-map.ts.
 */
import { describe, expect, it } from 'vitest';
import { citations, missing, missingFiles, names, quoted, scan } from './spec-coverage-map';

describe('the spec-coverage map', () => {
  it('cites only test names that exist (and texts the tests assert)', () => {
    const result = missing(process.cwd());
    expect(result.cited.length).toBeGreaterThan(800);
    expect(result.missing.map((c) => `docs/spec-coverage.md:${c.line} ${c.row}: '${c.name}'`)).toEqual([]);
  });

  it('names only test files that exist', () => {
    expect(missingFiles(process.cwd())).toEqual([]);
  });

  it('reads quotes, titles and templates the way the map writes them', () => {
    expect(quoted(`co.m: 'a member's cart', "status 7: 'Beri Ulasan' only", 'none for "all" here'`)).toEqual([
      "a member's cart",
      "status 7: 'Beri Ulasan' only",
      'none for "all" here',
    ]);
    const md = ['| # | Bullet | Where | Tests | St |', '|---|---|---|---|---|', "| 1 | x \\| y | a.ts | t: 'one', 'two' | T |", '', '| Short | Test file |', '|---|---|', "| t | 'not a name' |"].join('\n');
    expect(citations(md).map((c) => c.name)).toEqual(['one', 'two']);
    const { titles } = scan("describe('suite', () => { it.each([[1]])('refuses %s with 400', () => {}); test.step(`step ${n} done`, () => {}); });");
    expect(titles).toEqual(['suite', 'refuses %s with 400', 'step ${n} done']);
    expect(names('refuses %s with 400', 'refuses a course below 100 %')).toBe(true);
    expect(names('waits for an address, then loads its methods', 'waits for an address …')).toBe(true);
    expect(names('waits for an address, then loads its methods', 'waits for a village')).toBe(false);
    expect(names('%s answers junk', 'anything at all')).toBe(false);
  });
});
