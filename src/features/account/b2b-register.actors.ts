/**
 * The real actors of machines/b2b-register.machine.ts ('Daftar B2B'; decision 071): GET b2b_register/status, the
 * document through POST lms/helper/upload (checked first in the browser with the same image rule the gateway
 * applies) and POST b2b_register/submit (the values parsed again with the contract schema).
 */
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { B2bSubmitInput, B2bSubmitOutput, B2bUploadInput } from '../../../machines/b2b-register.machine';
import { B2B_TEXT, B2bRegisterInput, getB2bStatus, submitB2bRegistration, type B2bStatus } from '../../api/b2b-register';
import { checkFileBytes, IMAGE_RULE } from '../../api/file-check';
import { uploadHelperFile } from '../../api/helper-upload';

export const createB2bRegisterActors = () => ({
  loadStatus: fromPromise<B2bStatus, void>(() => getB2bStatus()),
  uploadDocument: fromPromise<{ url: string }, B2bUploadInput>(async ({ input }) => {
    const file = new File([input.file], input.name, { type: input.file.type });
    const refused = await checkFileBytes(IMAGE_RULE, file);
    if (refused) throw { kind: 'server', code: 415, message: refused };
    return uploadHelperFile('b2b/dokumen', file, input.name);
  }),
  submit: fromPromise<B2bSubmitOutput, B2bSubmitInput>(async ({ input }) => {
    const status = await submitB2bRegistration(v.parse(B2bRegisterInput, input.values) as never);
    return { status, message: B2B_TEXT.submitted };
  }),
});
