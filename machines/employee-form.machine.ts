/**
 * The employee data form `/employee` — one of the product's named statecharts (portal spec §2 "/employee", §3
 * "Employee form payload" and its reference lists, §4 "Employee form", §5 "Employee form", §7 "Employee (HR) API",
 * §8 "Employee"; decision 037).
 *
 * States:
 * - `loadingCompanies` (tags `loading`, `busy`) → `locked`, or `companiesFailed` ('Coba Lagi': `companies.retry`).
 * - `locked`: only the company and the e-mail can be changed; every other field is disabled (§4). 'Cari'
 *   (`lookup`, when a company is chosen and an e-mail typed) → `lookingUp`. `context.notice` holds the last
 *   lookup's refusal ('Email tidak ditemukan, silakan hubungi HRD' on 404, else the server message).
 * - `lookingUp` (tag `busy`): `lookup({ companyId, email })` → the record and the company's departments,
 *   positions and managers. Found → `editing`, prefilled, with the notice 'OTP terkirim ke Email Anda, Gunakan OTP
 *   ketika submit form.'; otherwise back to `locked` (the form stays disabled).
 * - `editing` (tag `unlocked`): `field.change`, `education.change`, `education.add` ('Tambah Data Pendidikan'),
 *   `education.remove` (blocks after the first: 'Hapus Data Pendidikan'), `image.open`/`image.close` (the
 *   enlarged image). Substates:
 *   - `idle`: `image.choose` starts an upload; `submit` ('Simpan Data') checks the 16-step order and either
 *     opens the alert with the first missing field's label or goes to `submitting`; 'Cari' looks up again.
 *   - `uploading` (tag `uploading`): the `upload` callback actor checks the file (images only, strictly under
 *     2 MB: 'Ukuran file harus dibawah 2MB') and uploads it to `hris/<kind>`, reporting `upload.progress`
 *     (`fraction` 0–1), then `upload.done` (the stored URL goes into the slot) or `upload.failed` (the message
 *     under the slot). One image at a time: the other upload buttons and 'Simpan Data' wait.
 * - `submitting` (tag `busy`): `submit({ companyId, payload })` with the capitalised payload → `saved`, or back to
 *   `editing` with the server message (or the HRD fallback text) in the alert.
 * - `saved`: the dialog 'Data berhasil tersimpan'; closing it reloads the page: the form starts again, empty and
 *   locked (§8 "then the page reloads").
 *
 * View reads: `context.companies`, `companyId`, `email`, `lists`, `fields`, `education`, `notice`
 * (`{ tone, text }`), `alert` (dialog text), `upload` (slot and fraction), `uploadErrors` (by {@link slotId}),
 * `enlarged` (image URL), tags. Actors (placeholders; the app injects them): `loadCompanies()` → Company[],
 * `lookup({ companyId, email })` → {@link EmployeeLookupOutput}, `upload({ slot, file })` (callback: sends
 * `upload.progress` / `upload.done` / `upload.failed`), `submit({ companyId, payload })`.
 */
import { assign, setup, type EventObject } from 'xstate';
import type { Company, EmployeePayload } from '../src/api/hris';
import {
  EMPLOYEE_NOT_FOUND,
  EMPLOYEE_OTP_SENT,
  EMPLOYEE_SUBMIT_FALLBACK,
  EMPLOYEE_UPLOAD_FAILED,
  buildPayload,
  cleanValue,
  emptyEducation,
  emptyFields,
  firstMissing,
  missingMessage,
  prefill,
  slotId,
  type EducationBlock,
  type EducationField,
  type EmployeeField,
  type EmployeeFields,
  type EmployeeLists,
  type EmployeeLookupOutput,
  type ImageSlot,
} from './employee-form.types';
import { toFailure } from './shared/failure';
import { notProvided, notProvidedCallback } from './shared/not-provided';

export * from './employee-form.types';

/** Most education blocks the HR API accepts (src/api/hris.ts `EmployeePayload`). */
export const MAX_EDUCATION = 10;

export interface EmployeeNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface EmployeeFormContext {
  companies: Company[];
  /** The chosen company (null until chosen). */
  companyId: number | null;
  email: string;
  /** The company and e-mail of the successful lookup (the form belongs to them). */
  lookedUp: { companyId: number; email: string } | null;
  lists: EmployeeLists;
  fields: EmployeeFields;
  education: EducationBlock[];
  /** The next education block's key. */
  nextKey: number;
  /** The lookup's message (OTP sent, not found, or the server's). */
  notice: EmployeeNotice | null;
  /** The dialog: the first missing field, a refused save, or the list error. */
  alert: string | null;
  /** The image being uploaded and its progress (0–1). */
  upload: { slot: ImageSlot; file: Blob & { name: string }; fraction: number } | null;
  /** The last refusal of each image slot, by {@link slotId}. */
  uploadErrors: Record<string, string>;
  /** The image shown enlarged. */
  enlarged: string | null;
}

/** Events the view sends. */
export type EmployeeFormEvent =
  | { type: 'companies.retry' }
  | { type: 'company.select'; companyId: number | null }
  | { type: 'email.change'; email: string }
  | { type: 'lookup' }
  | { type: 'field.change'; field: EmployeeField; value: string }
  | { type: 'education.change'; key: number; field: EducationField; value: string }
  | { type: 'education.add' }
  | { type: 'education.remove'; key: number }
  | { type: 'image.choose'; slot: ImageSlot; file: Blob & { name: string } }
  | { type: 'image.open'; url: string }
  | { type: 'image.close' }
  | { type: 'submit' }
  | { type: 'alert.dismiss' };

/** Events the upload actor sends back. */
export type EmployeeUploadEvent =
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done'; url: string }
  | { type: 'upload.failed'; message: string };

export interface UploadInput {
  slot: ImageSlot;
  file: Blob & { name: string };
}

const initialContext = (companies: Company[] = []): EmployeeFormContext => ({
  companies,
  companyId: null,
  email: '',
  lookedUp: null,
  lists: { departments: [], positions: [], managers: [] },
  fields: emptyFields(),
  education: [emptyEducation(1)],
  nextKey: 2,
  notice: null,
  alert: null,
  upload: null,
  uploadErrors: {},
  enlarged: null,
});

/** Put an uploaded image's URL into its slot. */
function withImage(c: EmployeeFormContext, slot: ImageSlot, url: string): Pick<EmployeeFormContext, 'fields' | 'education'> {
  if (slot.kind === 'ijazah') return { fields: c.fields, education: c.education.map((e) => (e.key === slot.key ? { ...e, url_ijazah: url } : e)) };
  const field = ({ ktp: 'url_ktp', kk: 'url_kk', npwp: 'url_npwp' } as const)[slot.kind];
  return { fields: { ...c.fields, [field]: url }, education: c.education };
}

export const employeeFormMachine = setup({
  types: {
    context: {} as EmployeeFormContext,
    events: {} as EmployeeFormEvent | EmployeeUploadEvent,
    tags: {} as 'loading' | 'busy' | 'unlocked' | 'uploading',
  },
  actors: {
    loadCompanies: notProvided<Company[], void>('employeeForm.loadCompanies'),
    lookup: notProvided<EmployeeLookupOutput, { companyId: number; email: string }>('employeeForm.lookup'),
    upload: notProvidedCallback<EventObject, UploadInput>('employeeForm.upload'),
    submit: notProvided<unknown, { companyId: number; payload: EmployeePayload }>('employeeForm.submit'),
  },
  guards: {
    canLookup: ({ context }) => context.companyId !== null && context.email.trim() !== '',
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).code === 404,
    isIncomplete: ({ context }) => firstMissing(context.fields, context.education) !== null,
    canAddEducation: ({ context }) => context.education.length < MAX_EDUCATION,
    isRemovable: ({ context }, params: { key: number }) =>
      context.education.findIndex((e) => e.key === params.key) > 0 &&
      !(context.upload?.slot.kind === 'ijazah' && context.upload.slot.key === params.key),
  },
  actions: {
    assignLookupFailure: assign((_, params: { error: unknown; notFound: boolean }) => ({
      notice: { tone: 'error' as const, text: params.notFound ? EMPLOYEE_NOT_FOUND : toFailure(params.error).message || EMPLOYEE_NOT_FOUND },
      lookedUp: null,
    })),
  },
}).createMachine({
  id: 'employeeForm',
  description: "The employee data form: company and e-mail lookup ('Cari'), then the prefilled form, uploads and 'Simpan Data'.",
  context: () => initialContext(),
  initial: 'loadingCompanies',
  states: {
    loadingCompanies: {
      tags: ['loading', 'busy'],
      description: 'Reading the list of companies.',
      invoke: {
        id: 'loadCompanies',
        src: 'loadCompanies',
        onDone: { target: 'locked', actions: assign({ companies: ({ event }) => event.output }), description: 'The companies fill the first select.' },
        onError: {
          target: 'companiesFailed',
          actions: assign({ alert: ({ event }) => toFailure(event.error).message }),
          description: 'The companies could not be read.',
        },
      },
    },
    companiesFailed: {
      description: "The message with 'Coba Lagi'.",
      on: { 'companies.retry': { target: 'loadingCompanies', actions: assign({ alert: null }), description: 'Coba Lagi: read the companies again.' } },
    },
    locked: {
      description: 'Every field but the company and the e-mail is disabled until the lookup succeeds.',
      on: {
        'company.select': { actions: assign({ companyId: ({ event }) => event.companyId }), description: 'The company is chosen.' },
        'email.change': { actions: assign({ email: ({ event }) => event.email }), description: 'The e-mail is typed.' },
        lookup: { guard: 'canLookup', target: 'lookingUp', description: "'Cari': look the e-mail up at the chosen company." },
      },
    },
    lookingUp: {
      tags: ['busy'],
      description: "Looking the e-mail up and reading the company's departments, positions and managers.",
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => ({ companyId: context.companyId!, email: context.email.trim() }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const { fields, education } = prefill(event.output.record);
            return {
              lookedUp: { companyId: context.companyId!, email: event.output.record.email },
              lists: { departments: event.output.departments, positions: event.output.positions, managers: event.output.managers },
              fields,
              education,
              nextKey: Math.max(...education.map((e) => e.key)) + 1,
              notice: { tone: 'success' as const, text: EMPLOYEE_OTP_SENT },
              uploadErrors: {},
            };
          }),
          description: 'Found: the form opens, prefilled from the record, and says an OTP was sent.',
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: { type: 'assignLookupFailure', params: ({ event }) => ({ error: event.error, notFound: true }) },
            description: "404: 'Email tidak ditemukan, silakan hubungi HRD'; the form stays disabled.",
          },
          {
            target: 'locked',
            actions: { type: 'assignLookupFailure', params: ({ event }) => ({ error: event.error, notFound: false }) },
            description: 'Other failures (rate limit, no connection): the message; the form stays disabled.',
          },
        ],
      },
    },
    editing: {
      tags: ['unlocked'],
      description: 'The form is open: every field can be filled.',
      initial: 'idle',
      on: {
        'field.change': {
          actions: assign({ fields: ({ context, event }) => ({ ...context.fields, [event.field]: cleanValue(event.field, event.value) }) }),
          description: 'A field is typed or chosen (numeric fields keep digits only).',
        },
        'education.change': {
          actions: assign({
            education: ({ context, event }) => context.education.map((e) => (e.key === event.key ? { ...e, [event.field]: cleanValue(event.field, event.value) } : e)),
          }),
          description: "A field of an education block.",
        },
        'education.add': {
          guard: 'canAddEducation',
          actions: assign(({ context }) => ({ education: [...context.education, emptyEducation(context.nextKey)], nextKey: context.nextKey + 1 })),
          description: "'Tambah Data Pendidikan': another, empty education block.",
        },
        'education.remove': {
          guard: { type: 'isRemovable', params: ({ event }) => ({ key: event.key }) },
          actions: assign({ education: ({ context, event }) => context.education.filter((e) => e.key !== event.key) }),
          description: "'Hapus Data Pendidikan': blocks after the first can be removed (not while its diploma uploads).",
        },
        'image.open': { actions: assign({ enlarged: ({ event }) => event.url }), description: 'An uploaded image is clicked: shown enlarged.' },
        'image.close': { actions: assign({ enlarged: null }), description: 'The enlarged image is closed.' },
        'alert.dismiss': { actions: assign({ alert: null }), description: "'Tutup' on the alert." },
        'company.select': { actions: assign({ companyId: ({ event }) => event.companyId }), description: 'Another company is chosen (a new lookup is needed to use it).' },
        'email.change': { actions: assign({ email: ({ event }) => event.email }), description: 'Another e-mail is typed (a new lookup is needed to use it).' },
      },
      states: {
        idle: {
          description: "Filling in; 'Simpan Data' and the upload buttons are enabled.",
          on: {
            'image.choose': {
              target: 'uploading',
              actions: assign(({ context, event }) => {
                const uploadErrors = { ...context.uploadErrors };
                delete uploadErrors[slotId(event.slot)];
                return { upload: { slot: event.slot, file: event.file, fraction: 0 }, uploadErrors };
              }),
              description: 'An image is chosen: check and upload it.',
            },
            submit: [
              {
                guard: 'isIncomplete',
                actions: assign({ alert: ({ context }) => missingMessage(firstMissing(context.fields, context.education)!) }),
                description: 'A required field is empty: the message names the first one in the 16-step order.',
              },
              { target: '#employeeForm.submitting', description: "'Simpan Data': everything required is filled, send it." },
            ],
            lookup: { guard: 'canLookup', target: '#employeeForm.lookingUp', description: "'Cari' again: a new lookup (and a new OTP)." },
          },
        },
        uploading: {
          tags: ['uploading'],
          description: 'An image is being checked and uploaded (progress bar).',
          invoke: {
            id: 'upload',
            src: 'upload',
            input: ({ context }) => ({ slot: context.upload!.slot, file: context.upload!.file }),
            onDone: { target: 'idle', actions: assign({ upload: null }), description: 'The upload ended without an answer.' },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                upload: null,
                uploadErrors: { ...context.uploadErrors, [slotId(context.upload!.slot)]: toFailure(event.error).message || EMPLOYEE_UPLOAD_FAILED },
              })),
              description: 'The upload broke: the message under the image.',
            },
          },
          on: {
            'upload.progress': {
              actions: assign({ upload: ({ context, event }) => ({ ...context.upload!, fraction: event.fraction }) }),
              description: 'Bytes sent: the progress bar moves.',
            },
            'upload.done': {
              target: 'idle',
              actions: assign(({ context, event }) => ({ ...withImage(context, context.upload!.slot, event.url), upload: null })),
              description: 'Stored: the image appears in its slot.',
            },
            'upload.failed': {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                upload: null,
                uploadErrors: { ...context.uploadErrors, [slotId(context.upload!.slot)]: event.message || EMPLOYEE_UPLOAD_FAILED },
              })),
              description: "Refused ('Ukuran file harus dibawah 2MB', the wrong type) or failed: the message under the image.",
            },
          },
        },
      },
    },
    submitting: {
      tags: ['busy', 'unlocked'],
      description: "Sending the form to the HR API (the 'Simpan Data' button spins).",
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          companyId: context.lookedUp!.companyId,
          payload: buildPayload(context.lookedUp!.companyId, context.lookedUp!.email, context.fields, context.education),
        }),
        onDone: { target: 'saved', description: "Saved: 'Data berhasil tersimpan'." },
        onError: {
          target: 'editing',
          actions: assign({ alert: ({ event }) => toFailure(event.error).message || EMPLOYEE_SUBMIT_FALLBACK }),
          description: 'Refused: the server message, or the HRD text when there is none.',
        },
      },
    },
    saved: {
      description: "The dialog 'Data berhasil tersimpan'.",
      on: {
        'alert.dismiss': {
          target: 'loadingCompanies',
          actions: assign(() => initialContext()),
          description: 'The page reloads: the form starts again, empty and locked.',
        },
      },
    },
  },
});

export type EmployeeFormMachine = typeof employeeFormMachine;
