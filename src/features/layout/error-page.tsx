/** The shared look of the blank-layout error and notice pages (portal §8 "Error pages"). */
import type { ReactNode } from 'react';

export interface ErrorPageProps {
  /** Big code or symbol, e.g. '404'. */
  code: string;
  title: string;
  message?: ReactNode;
  children?: ReactNode;
}

export function ErrorPage({ code, title, message, children }: ErrorPageProps) {
  return (
    <div className="error-page">
      <a href="/" className="error-page__logo" aria-label="Dapur Kursus, ke beranda">
        <img src="/logo.svg" alt="" width={148} height={36} />
      </a>
      <svg className="error-page__art" viewBox="0 0 200 120" aria-hidden="true">
        <ellipse cx="100" cy="108" rx="70" ry="8" fill="currentColor" opacity=".1" />
        <path d="M40 70c0-28 27-48 60-48s60 20 60 48v16H40z" fill="currentColor" opacity=".22" />
        <path d="M52 86h96v10a8 8 0 0 1-8 8H60a8 8 0 0 1-8-8z" fill="currentColor" opacity=".45" />
        <path d="M78 56q22-14 44 0" stroke="currentColor" strokeWidth="4" fill="none" strokeLinecap="round" opacity=".6" />
      </svg>
      <p className="error-page__code">{code}</p>
      <h1 className="error-page__title">{title}</h1>
      {message ? <p className="error-page__text">{message}</p> : null}
      <div className="error-page__actions">{children}</div>
    </div>
  );
}
