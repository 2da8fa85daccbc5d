/**
 * Issue 21 point 4 ("the map is true"): reads docs/spec-coverage.md and every test file, and says which test names
 * the map cites that no test carries.
 *
 * A cited name is a quoted string ('…' or "…") in the Tests column (the cell before the status) of a coverage table.
 * It is found when a test, describe or step title carries it (`it`, `test`, `describe`, `.each`, `test.step`,
 * Playwright's `test.describe`):
 * - as written, or as part of the title;
 * - with '…' (or '...') standing for words left out, the pieces in order within one title;
 * - as one row of a templated title (`%s`, `%i`, `$name`, `${…}` match anything).
 * A quoted string that is not a title but a text a test asserts (an Indonesian message, a button name) is found when
 * it is a string literal in a test file. Nothing else counts.
 *
 * Used by tests/unit/spec-coverage-map.test.ts; run by hand with `node --import tsx tests/unit/spec-coverage-map.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'oxc-parser';

/** One quoted name cited by a row of the map. */
export interface Citation {
  /** 1-based line of docs/spec-coverage.md. */
  line: number;
  /** The row's first cell (its id or bullet). */
  row: string;
  /** The quoted text, without its quotes. */
  name: string;
}

/** Splits a markdown table row on unescaped pipes; `\|` stays inside a cell as `|`. */
export function cells(row: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < row.length; i++) {
    const ch = row[i];
    if (ch === '\\' && row[i + 1] === '|') {
      cur += '|';
      i++;
    } else if (ch === '|') {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  // A row starts and ends with a pipe: drop the empty outer cells.
  return out.slice(1, -1);
}

/**
 * Quoted strings of a cell, read left to right: "…" (it may hold single quotes: "shows 'Lunas'") or '…' (it may hold
 * double quotes: 'none for "all"'). A single quote opens after a non-word character and closes before one, so the
 * apostrophe of "member's" neither opens nor closes a quote.
 */
export function quoted(cell: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i];
    if (ch === '"') {
      const end = cell.indexOf('"', i + 1);
      if (end < 0) break;
      out.push(cell.slice(i + 1, end));
      i = end;
    } else if (ch === "'" && !/[\w']/.test(cell[i - 1] ?? '')) {
      let end = i + 1;
      while (end < cell.length && !(cell[end] === "'" && end > i + 1 && !/\w/.test(cell[end + 1] ?? ''))) end++;
      if (end >= cell.length) break;
      out.push(cell.slice(i + 1, end));
      i = end;
    }
  }
  return out;
}

/** Every cited name of the map: the Tests column of each table that has one (abbreviation tables have two columns). */
export function citations(markdown: string): Citation[] {
  const lines = markdown.split('\n');
  const out: Citation[] = [];
  let inTable = false;
  let testsCol = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    if (/^\|[\s|:-]+\|$/.test(line)) continue;
    if (!inTable) {
      inTable = true;
      const head = cells(line).map((c) => c.toLowerCase());
      testsCol = head.length > 2 ? head.findIndex((c) => c === 'tests' || c === 'test') : -1;
      continue;
    }
    if (testsCol < 0) continue;
    const row = cells(line);
    const cell = row[testsCol] ?? '';
    for (const name of quoted(cell)) out.push({ line: i + 1, row: row[0] ?? '', name });
  }
  return out;
}

const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** Test files under the given roots (node_modules and dot folders skipped). */
export function testFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (TEST_FILE.test(entry) || /^tests\/(e2e|drivers)\/.*\.ts$/.test(relative(root, path))) out.push(path);
    }
  };
  for (const d of dirs) walk(join(root, d));
  return out;
}

const TEST_CALL = /^(?:it|test|describe|bench|suite)(?:\.\w+)*$/;

/** An ESTree node as oxc-parser gives it (only what is read here). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (x: unknown): x is Node => !!x && typeof x === 'object' && typeof (x as Node).type === 'string';

/** A literal's text; a template keeps each `${…}` as written (a placeholder). */
function literalText(node: Node, src: string): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return src.slice(node.start + 1, node.end - 1);
  return undefined;
}

/**
 * Titles and string literals of a test file. A title is the first argument of it/test/describe/bench/suite and their
 * modifiers (`test.describe`, `test.step`, `it.skip`, …), and of the call an `.each(…)` returns.
 */
export function scan(src: string, name = 'x.test.ts'): { titles: string[]; literals: string[] } {
  const { program } = parseSync(name, src);
  const titles: string[] = [];
  const literals: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') literals.push(node.value);
    if (node.type === 'TemplateLiteral') literals.push(src.slice(node.start + 1, node.end - 1));
    if (node.type === 'CallExpression' && Array.isArray(node.arguments) && node.arguments.length > 0) {
      let callee = node.callee as Node;
      if (callee.type === 'CallExpression') callee = callee.callee as Node; // it.each([...])('title')
      if (callee.type === 'TaggedTemplateExpression') callee = callee.tag as Node; // it.each`table`('title')
      if (TEST_CALL.test(src.slice(callee.start, callee.end).replace(/\s/g, ''))) {
        const title = literalText(node.arguments[0] as Node, src);
        if (title?.trim()) titles.push(title);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const v of value) if (isNode(v)) visit(v);
      } else if (isNode(value)) visit(value);
    }
  };
  visit(program as unknown as Node);
  return { titles, literals };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a cited name names this title (see the module comment). `templates: false` for a plain string literal,
 * whose `${…}` is code, not a row of a table.
 */
export function names(title: string, cited: string, templates = true): boolean {
  if (title.includes(cited)) return true;
  const pieces = cited
    .split(/…|\.\.\./)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.join('').length >= 6 && pieces.join('') !== cited.trim()) {
    let from = 0;
    const ok = pieces.every((p) => {
      const at = title.indexOf(p, from);
      if (at < 0) return false;
      from = at + p.length;
      return true;
    });
    if (ok) return true;
  }
  if (!templates) return false;
  const parts = title.split(/%[sdifjoO#]|\$\{[^}]*\}|\$[\w.]+/);
  if (parts.length === 1) return false;
  // One row of a templated title, or the start of one: its fixed parts in order, anything for the placeholders.
  const rowStart = (text: string) =>
    parts.some((_, k) => parts.slice(0, k + 1).join('').trim().length >= 5 && new RegExp(`^${parts.slice(0, k + 1).map(escapeRe).join('.+?')}${k < parts.length - 1 ? '(.+)?' : ''}$`).test(text));
  const rowPart = (text: string) => title.includes(text) || new RegExp(parts.map(escapeRe).join('.+?')).test(text);
  return rowStart(cited) || (pieces.length > 1 && rowStart(pieces[0]!) && pieces.slice(1).every(rowPart));
}

/** The map's citations no test title and no test literal carries. */
export function missing(root: string): { cited: Citation[]; missing: Citation[]; byLiteral: Citation[] } {
  const md = readFileSync(join(root, 'docs/spec-coverage.md'), 'utf8');
  const cited = citations(md);
  const scans = testFiles(root, ['src', 'machines', 'tests']).map((f) => scan(readFileSync(f, 'utf8'), f));
  const allTitles = scans.flatMap((x) => x.titles);
  const literalList = [...new Set(scans.flatMap((x) => x.literals))];
  const out: Citation[] = [];
  const byLiteral: Citation[] = [];
  for (const c of cited) {
    if (allTitles.some((t) => names(t, c.name))) continue;
    if (literalList.some((l) => names(l, c.name, false))) {
      byLiteral.push(c);
      continue;
    }
    out.push(c);
  }
  return { cited, missing: out, byLiteral };
}

/** Test files the map names (`x.test.ts`, `y.spec.ts`, with or without a folder) that do not exist. */
export function missingFiles(root: string): string[] {
  const md = readFileSync(join(root, 'docs/spec-coverage.md'), 'utf8');
  const have = new Set(testFiles(root, ['src', 'machines', 'tests']).map((f) => f.slice(f.lastIndexOf('/') + 1)));
  const named = new Set([...md.matchAll(/[\w./-]+\.(?:test|spec)\.tsx?/g)].map((m) => m[0]));
  // '.model.test.ts' and '*.paths.spec.ts' name a kind of file, not one file.
  return [...named].filter((f) => !f.startsWith('.') && !have.has(f.slice(f.lastIndexOf('/') + 1)));
}

if (process.argv[1]?.endsWith('spec-coverage-map.ts')) {
  const r = missing(process.cwd());
  for (const c of r.missing) console.log(`${c.line}\t${c.row.slice(0, 40)}\t${c.name}`);
  for (const f of missingFiles(process.cwd())) console.log(`no such test file: ${f}`);
  console.log(`${r.cited.length} cited, ${r.byLiteral.length} found as literals only, ${r.missing.length} missing`);
}
