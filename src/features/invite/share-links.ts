/**
 * Share links of 'Undang Teman' (portal §2 "Share to Facebook, Twitter and WhatsApp"): each site's public share
 * URL with the registration link (and, where the site takes one, a message) percent-encoded. Opened as ordinary
 * links in a new tab: nothing of those sites is loaded into the portal (CSP, issue 6).
 */

export interface ShareLink {
  site: 'Facebook' | 'Twitter' | 'WhatsApp';
  href: string;
}

/** The three share links for `link` with `message` (WhatsApp and Twitter show the message before the link). */
export function shareLinks(link: string, message: string): ShareLink[] {
  const u = encodeURIComponent(link);
  return [
    { site: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { site: 'Twitter', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${u}` },
    { site: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}` },
  ];
}
