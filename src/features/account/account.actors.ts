/**
 * The real actors of the account pages (portal spec §7 "User", §8 "Profile", "Address"; docs/api-contract.md
 * "Account (portal §7)"). Each form's `save` validates its values again with the contract schema (the one the
 * gateway uses), calls the gateway and answers the success text for machines/account-form.machine.ts.
 * Dependencies are parameters: `storeUser` puts an updated user into the session (user cookie), `refreshUser`
 * reloads it from the server (after the address book changed the default address), `now` the clock of the
 * birthday rule.
 */
import * as v from 'valibot';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { accountFormMachine, type AccountFormSaved, type SaveAccountFormInput } from '../../../machines/account-form.machine';
import { addressListMachine } from '../../../machines/address-list.machine';
import { photoUploadMachine, type PhotoUploadReport } from '../../../machines/photo-upload.machine';
import { ACCOUNT_ADDRESS_TEXT, AccountAddressInput, AccountAddressUpdateInput } from '../../api/account-address';
import { checkFileBytes, IMAGE_RULE } from '../../api/file-check';
import { ChangePasswordInput, changePassword, editProfile, editSocialLinks, PASSWORD_TEXT, PROFILE_TEXT, profileEditSchema, SocialLinks } from '../../api/profile';
import { uploadProfileImage } from '../../api/profile-photo';
import { addAddress, deleteAddress, getAddresses, setDefaultAddress, updateAddress, type User } from '../../api/user';

export interface AccountDeps {
  storeUser(user: User): void;
  refreshUser(): void;
  now(): Date;
}

const saveWith = (save: (values: unknown) => Promise<AccountFormSaved>) =>
  accountFormMachine.provide({
    actors: { save: fromPromise<AccountFormSaved, SaveAccountFormInput>(({ input }) => save(input.values)) },
  });

/** GeneralInformation: PUT lms/users/edit with the whole profile; the answered user goes into the session. */
export const profileFormLogic = (deps: AccountDeps) =>
  saveWith(async (values) => {
    const user = await editProfile(v.parse(profileEditSchema(deps.now()), values));
    deps.storeUser(user);
    return { message: PROFILE_TEXT.saved };
  });

/** ChangePassword: POST lms/users/change_password (the gateway checks the current password). */
export const passwordFormLogic = () =>
  saveWith(async (values) => {
    await changePassword(v.parse(ChangePasswordInput, values));
    return { message: PASSWORD_TEXT.saved };
  });

/** SocialMedia: PUT lms/users/edit with `{ social_links }` only. */
export const socialFormLogic = (deps: AccountDeps) =>
  saveWith(async (values) => {
    const user = await editSocialLinks(v.parse(SocialLinks, values));
    deps.storeUser(user);
    return { message: PROFILE_TEXT.saved };
  });

/** The address form's values: the contract payload plus the 'default' tick. */
export interface AddressFormSubmit {
  values: unknown;
  makeDefault: boolean;
}

/**
 * AddressAdd (`id` null) / AddressEdit: POST or PUT lms/users/address, then — when 'default' is ticked and the saved
 * address is not the default yet — POST lms/users/default_address/{id} (portal §4 "Address edit"). The session's
 * user (its default `address`) is reloaded afterwards.
 */
export const addressFormLogic = (deps: AccountDeps, id: number | null) =>
  saveWith(async (submitted) => {
    const { values, makeDefault } = submitted as AddressFormSubmit;
    const saved =
      id === null
        ? await addAddress(v.parse(AccountAddressInput, { ...(values as object), default: makeDefault }))
        : await updateAddress(id, v.parse(AccountAddressUpdateInput, values));
    if (makeDefault && !saved.default) await setDefaultAddress(saved.id);
    deps.refreshUser();
    return { message: id === null ? ACCOUNT_ADDRESS_TEXT.added : ACCOUNT_ADDRESS_TEXT.updated };
  });

/** Address: the list (limit 100), delete, set default; the session's user is reloaded after a change. */
export const addressListLogic = (deps: AccountDeps) =>
  addressListMachine.provide({
    actors: {
      loadAddresses: fromPromise(async () => (await getAddresses()).data),
      deleteAddress: fromPromise(async ({ input }: { input: { id: number } }) => {
        await deleteAddress(input.id);
        deps.refreshUser();
      }),
      setDefault: fromPromise(async ({ input }: { input: { id: number } }) => {
        await setDefaultAddress(input.id);
        deps.refreshUser();
      }),
    },
  });

/** The profile photo: the one file checker (MIME, extension, signature, < 2 MB), then the upload with progress. */
export const photoUploadLogic = () =>
  photoUploadMachine.provide({
    actors: {
      checkFile: fromPromise(async ({ input }: { input: { file: File | null } }) => (input.file ? checkFileBytes(IMAGE_RULE, input.file) : PROFILE_TEXT.imageInvalid)),
      upload: fromCallback<AnyEventObject, { file: File | null }>(({ input, sendBack }) => {
        const abort = new AbortController();
        const report = (e: PhotoUploadReport) => {
          if (!abort.signal.aborted) sendBack(e);
        };
        if (!input.file) {
          report({ type: 'upload.failed' });
          return () => abort.abort();
        }
        uploadProfileImage(input.file, input.file.name, { signal: abort.signal, onProgress: (p) => report({ type: 'upload.progress', fraction: p.fraction }) }).then(
          (r) => report({ type: 'upload.done', imageUrl: r.image_url }),
          () => report({ type: 'upload.failed' }),
        );
        return () => abort.abort();
      }),
    },
  });
