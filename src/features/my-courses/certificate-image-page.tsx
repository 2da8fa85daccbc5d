/**
 * The certificate image page, `/certificate/{filename}` in the blank layout, public (commerce spec §2 "a certificate
 * image page (param filename, blank layout)", §6 public, §9 "Certificate images come from cloud storage with a
 * random 5-character cache-buster"). The image URL is made once per visit.
 */
import { useState } from 'react';
import { certificateImageUrl } from '../../api/certificate';
import { T } from './catalogue';
import './my-courses.css';

export function CertificateImagePage({ storageUrl, filename, random }: { storageUrl: string; filename: string; random: () => number }) {
  const [src] = useState(() => certificateImageUrl(storageUrl, filename, random));
  return (
    <main className="certificate-page" aria-labelledby="certificate-title">
      <h1 id="certificate-title" className="sr-only">
        {T.certificateImage}
      </h1>
      <img className="certificate-page__image" src={src} alt={`${T.certificateImage} ${filename}`} />
      <p className="certificate-page__actions">
        <a className="btn btn--primary" href={src} download={filename}>
          {T.downloadCertificate}
        </a>{' '}
        <a className="btn btn--outline" href="/my-courses?type=certificate">
          {T.backToCourses}
        </a>
      </p>
    </main>
  );
}
