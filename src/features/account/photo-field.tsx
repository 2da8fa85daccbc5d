/**
 * The profile photo field (portal §2 "Profile photo upload", §5, §8): the current photo, 'Pilih Foto' (a file input
 * accepting jpeg/jpg/png), a progress bar while uploading, the checker's or the upload's message.
 */
import { useId } from 'react';
import { IMAGE_ACCEPT } from '../../api/profile-photo';
import { ACCOUNT_TEXT as T } from './texts';
import type { usePhotoUpload } from './use-photo-upload';

export function PhotoField({ photo }: { photo: ReturnType<typeof usePhotoUpload> }) {
  const id = useId();
  return (
    <div className="account-photo-field">
      {photo.imageUrl ? (
        <img src={photo.imageUrl} alt={T.photo} className="account-photo" width={80} height={80} />
      ) : (
        <span className="account-photo account-photo--empty" role="img" aria-label={T.noPhoto}>
          ?
        </span>
      )}
      <div className="account-photo-field__controls">
        <span className="file-button btn btn--outline btn--sm">
          <span aria-hidden="true">{T.choosePhoto}</span>
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label={T.uploadPhoto}
            aria-describedby={`${id}-hint`}
            disabled={photo.uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) photo.choose(file);
            }}
          />
        </span>
        {photo.imageUrl && !photo.busy ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={photo.remove}>
            {T.removePhoto}
          </button>
        ) : null}
        <span id={`${id}-hint`} className="muted">
          {T.photoHint}
        </span>
        {photo.uploading ? (
          <progress max={100} value={photo.percent} aria-label={T.uploading}>
            {photo.percent}%
          </progress>
        ) : null}
        {photo.error ? (
          <p role="alert" className="form-field__error">
            {photo.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
