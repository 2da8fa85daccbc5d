/**
 * Issue 18 point 6: no English default message reaches a view. Every valibot schema of the contract (src/api) and of
 * the forms is fed junk — missing, null, wrong types, every field of an object wrong — and each message a member
 * could read is checked: never one of valibot's English defaults ('Invalid type: Expected …'). English texts the
 * spec itself quotes stay (ALLOWED).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountAddressFormSchema } from '../../src/features/account/address-form-page';
import { profileFormSchema } from '../../src/features/account/profile-form';
import { AddressFormSchema } from '../../src/features/checkout/address-form-view';
import { indonesianMessage } from '../../src/api/valibot-id';

/** English the spec quotes as the text to show (commerce spec: the survey's "'Value is required'"). */
const ALLOWED = new Set(['Value is required']);
/** valibot's English defaults and other English a form library would say. */
const ENGLISH = /\b(Invalid|Expected|received|must be|is required|required|characters?)\b/;

const isSchema = (x: unknown): x is v.GenericSchema => !!x && typeof x === 'object' && (x as { kind?: unknown }).kind === 'schema';

/** Junk for a schema: the usual wrong values, and for an object every field set to each of them. */
function junkFor(schema: v.GenericSchema): unknown[] {
  const base: unknown[] = [undefined, null, 7, '', 'x'.repeat(5000), [], {}, true, -1];
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (entries) for (const wrong of [undefined, null, 7, '', 'x'.repeat(5000), {}]) base.push(Object.fromEntries(Object.keys(entries).map((k) => [k, wrong])));
  return base;
}

function messagesOf(schema: v.GenericSchema): string[] {
  const out: string[] = [];
  for (const input of junkFor(schema)) {
    const result = v.safeParse(schema, input);
    if (!result.success) for (const issue of result.issues) out.push(issue.message);
  }
  return out;
}

const modules = import.meta.glob<Record<string, unknown>>(['../../src/api/*.ts', '!../../src/api/*.test.ts'], { eager: true });
const contractSchemas = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, value]) => isSchema(value))
    .map(([name, value]) => [`${file.replace('../../src/api/', '')} ${name}`, value as v.GenericSchema] as const),
);

describe('no English default message reaches a view (issue 18 point 6)', () => {
  it('finds the schemas to check', () => {
    expect(contractSchemas.length).toBeGreaterThan(50);
  });

  it.each([
    ...contractSchemas,
    ['profile form', profileFormSchema(new Date('2026-11-27T00:00:00Z'))] as const,
    ['account address form', AccountAddressFormSchema] as const,
    ['checkout address form', AddressFormSchema] as const,
  ])('%s answers junk in Indonesian', (_, schema) => {
    const english = messagesOf(schema).filter((m) => !ALLOWED.has(m) && ENGLISH.test(m));
    expect([...new Set(english)]).toEqual([]);
  });

  it("a check without its own text says valibot's default in Indonesian", () => {
    const issues = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.map((i) => i.message);
    expect(issues(v.object({ nama: v.string() }), {})).toEqual(['Harus diisi']);
    expect(issues(v.pipe(v.string(), v.minLength(8)), 'abc')).toEqual(['Minimal 8 karakter']);
    expect(issues(v.pipe(v.string(), v.email()), 'bukan-email')).toEqual(['Format email tidak valid']);
    expect(issues(v.number(), 'x')).toEqual(['Isian tidak valid']);
    expect(indonesianMessage({ type: 'max_length', expected: '<=13' } as v.BaseIssue<unknown>)).toBe('Maksimal 13 karakter');
  });
});
