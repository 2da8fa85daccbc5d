/** ErrorBrowser (portal §2 Guards): only Chrome, Firefox, Edge, Opera and Safari are accepted. Blank layout. */
import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../features/layout/error-page';

const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Opera', href: 'https://www.opera.com/' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
];

export const Route = createFileRoute('/error-browser')({
  staticData: { blankLayout: true },
  component: () => (
    <ErrorPage code="!" title="Browser tidak didukung" message="Gunakan salah satu browser berikut untuk membuka Dapur Kursus:">
      <ul className="browser-list">
        {BROWSERS.map((b) => (
          <li key={b.name}>
            <a href={b.href} rel="noopener noreferrer" target="_blank">
              {b.name}
            </a>
          </li>
        ))}
      </ul>
    </ErrorPage>
  ),
});
