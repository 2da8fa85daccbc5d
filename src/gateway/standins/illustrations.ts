/**
 * Hand-drawn SVG illustrations for the media stand-in (issue 18 point 3, docs/decisions/051-illustrations.md):
 * every seeded course, product, article, gallery picture, team member and event gets a picture that fits it —
 * a motif chosen from the item's category and words of its slug (a croissant for 'croissant-renyah-ala-prancis',
 * a bowl of soup for 'soto-betawi-kuah-santan', a flour sack for a product of 'tepung'), on the category's palette,
 * with small variations drawn from the slug so that two cards of one category never look the same. No text is
 * typed on a picture: the page names it (its `alt`, or the title beside it).
 *
 * Pure functions of (kind, category, slug): the same slug always gives the same picture. Each motif is drawn in a
 * 200 × 200 box whose food rests on y ≈ 170; {@link illustrationSvg} places it on a scene of the kind's size.
 */

/** What the picture is of; sizes in CSS px (the intrinsic size of the SVG). */
export const ILLUSTRATION_KINDS = {
  course: { width: 640, height: 400 },
  product: { width: 480, height: 480 },
  blog: { width: 640, height: 400 },
  event: { width: 640, height: 400 },
  gallery: { width: 640, height: 480 },
  person: { width: 320, height: 320 },
} as const;
export type IllustrationKind = keyof typeof ILLUSTRATION_KINDS;

/** A stable 32-bit hash of a text (FNV-1a). */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic sequence of numbers in [0, 1) from a slug (xorshift32). */
function randomOf(slug: string): () => number {
  let x = hashOf(slug) || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** Background palette: two stops of the backdrop and an accent for the sprinkles. */
interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** Palettes per course category slug and store category slug (the seed's slugs). */
const PALETTES: Record<string, Palette> = {
  pastry: { from: '#fde9c8', to: '#f6c98a', accent: '#c2561b' },
  bread: { from: '#f7e4cf', to: '#e3b98a', accent: '#8a4b1f' },
  dessert: { from: '#fde1e6', to: '#f4aebd', accent: '#b83b5e' },
  'masakan-tradisional': { from: '#e4f1d8', to: '#a9cf8a', accent: '#3f6b22' },
  'masakan-modern': { from: '#dcebf2', to: '#9cc3d6', accent: '#24566e' },
  tepung: { from: '#f5efe3', to: '#e4d4b5', accent: '#8a6a2f' },
  'gula-pemanis': { from: '#fdf1dc', to: '#f3cf8f', accent: '#a86a12' },
  'mentega-margarin': { from: '#fff6cf', to: '#f5dc77', accent: '#9a7a0e' },
  cokelat: { from: '#f1e0d3', to: '#c99a7b', accent: '#5a2f1b' },
  'susu-krim': { from: '#e8f1fb', to: '#b9d3ee', accent: '#2f5f8f' },
  'bahan-pengembang': { from: '#f2ecf9', to: '#cdb8ea', accent: '#5d3f8f' },
  'perisa-pewarna': { from: '#fbe6f1', to: '#ecb1d2', accent: '#9a2f6b' },
  'kacang-buah-kering': { from: '#f3ead9', to: '#d8b98c', accent: '#6b4a1f' },
  'peralatan-baking': { from: '#e6eef0', to: '#b7ccd2', accent: '#35545e' },
  kemasan: { from: '#f7ecdf', to: '#e2c29b', accent: '#8a5a2b' },
  blog: { from: '#fbf1e4', to: '#efd2ad', accent: '#a5440f' },
  event: { from: '#fde7d9', to: '#f2b38e', accent: '#b5441b' },
  gallery: { from: '#f6ede2', to: '#e6cba8', accent: '#8a4b1f' },
  person: { from: '#f9e9da', to: '#efc9a5', accent: '#a5440f' },
};

// ---------------------------------------------------------------------------------------------------------------
// Motifs: SVG fragments in a 200 × 200 box, food resting on y ≈ 170. `r` varies small details per slug.
// ---------------------------------------------------------------------------------------------------------------
type Motif = (r: () => number) => string;

const plate = (rx = 88, fill = '#ffffff') =>
  `<ellipse cx="100" cy="172" rx="${rx}" ry="${rx * 0.2}" fill="#000" fill-opacity=".10"/><ellipse cx="100" cy="166" rx="${rx}" ry="${rx * 0.22}" fill="${fill}"/><ellipse cx="100" cy="165" rx="${rx * 0.72}" ry="${rx * 0.14}" fill="#000" fill-opacity=".05"/>`;
const board = () =>
  `<ellipse cx="100" cy="176" rx="92" ry="12" fill="#000" fill-opacity=".10"/><rect x="14" y="160" width="172" height="16" rx="8" fill="#b7793f"/><rect x="14" y="160" width="172" height="6" rx="3" fill="#cf9357"/><circle cx="180" cy="168" r="3" fill="#8a5428"/>`;
const steam = (x: number, y: number) =>
  `<g fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-opacity=".75"><path d="M${x} ${y}c-8-10 8-16 0-28"/><path d="M${x + 18} ${y - 4}c-8-10 8-16 0-28"/><path d="M${x - 18} ${y - 4}c-8-10 8-16 0-28"/></g>`;

const MOTIFS: Record<string, Motif> = {
  croissant: () =>
    `${plate()}<g transform="translate(100 140)"><path d="M-78 6C-70-30-30-48 0-48S70-30 78 6C60 0 44-6 30-10 20 10 0 14 0 14S-20 10-30-10C-44-6-60 0-78 6Z" fill="#d98a2b"/><path d="M-30-10C-24-34-12-46 0-48 12-46 24-34 30-10 20 10 0 14 0 14S-20 10-30-10Z" fill="#e9a23f"/><g fill="none" stroke="#a85d14" stroke-width="4" stroke-linecap="round"><path d="M-14-40c4 16 4 34 0 48"/><path d="M14-40c-4 16-4 34 0 48"/><path d="M-44-30c8 10 12 22 12 34"/><path d="M44-30c-8 10-12 22-12 34"/></g><path d="M-8-44c6-2 12-2 16 0" stroke="#f7d08a" stroke-width="5" stroke-linecap="round"/></g>`,
  cake: (r) => {
    const cream = r() < 0.5 ? '#fff3e6' : '#fbe0ea';
    const sponge = r() < 0.5 ? '#e7b36a' : '#7c9a3d';
    return `${plate(90)}<g transform="translate(100 118)"><path d="M-70-6 70-6 70 44-70 44Z" fill="${sponge}"/><path d="M-70 12H70V22H-70Z" fill="${cream}"/><path d="M-70-14C-70-40 70-40 70-14V-2H-70Z" fill="${cream}"/><path d="M-70-2c10 10 20 10 28 0s20 10 28 0 20 10 28 0 20 10 28 0 20 10 28 0" fill="none" stroke="${cream}" stroke-width="8" stroke-linecap="round"/><circle cx="-30" cy="-36" r="9" fill="#d7263d"/><circle cx="4" cy="-40" r="9" fill="#d7263d"/><circle cx="38" cy="-36" r="9" fill="#d7263d"/><path d="M4-49c2-8 8-12 14-12" stroke="#3f6b22" stroke-width="3" fill="none"/></g>`;
  },
  layer: () =>
    `${plate(86)}<g transform="translate(100 120)"><path d="M-64-30 40-46 70-20 70 42-64 42Z" fill="#7a3f1a"/><path d="M-64-30 40-46 70-20-34-4Z" fill="#a8612c"/>${[0, 1, 2, 3, 4, 5]
      .map((i) => `<path d="M-64 ${-22 + i * 11}H70" stroke="#e9b56c" stroke-width="4"/>`)
      .join('')}<path d="M-34-4V42" stroke="#5c2d12" stroke-width="3"/></g>`,
  cookies: (r) => {
    const out: string[] = [plate(90)];
    const spots = [
      [58, 140],
      [100, 132],
      [142, 140],
      [78, 158],
      [122, 158],
    ];
    spots.forEach(([x, y], i) => {
      const c = i % 2 === 0 ? '#d99a4e' : '#c98338';
      out.push(`<circle cx="${x}" cy="${y}" r="24" fill="${c}"/><circle cx="${x}" cy="${y}" r="17" fill="none" stroke="#f1c27d" stroke-width="3" stroke-dasharray="4 6"/>`);
      for (let k = 0; k < 3; k++) out.push(`<circle cx="${x! - 9 + r() * 18}" cy="${y! - 9 + r() * 18}" r="3.2" fill="#4a2512"/>`);
    });
    return out.join('');
  },
  macaron: () => {
    const colors = ['#f49ac1', '#a3d9a5', '#f7d774', '#b9a3e3', '#f4a261'];
    return `${plate(90)}${colors
      .map((c, i) => {
        const x = 40 + i * 30;
        const y = 150 - (i % 2) * 16;
        return `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="-10" rx="22" ry="11" fill="${c}"/><rect x="-21" y="-6" width="42" height="7" rx="3" fill="#fff7ee"/><ellipse cx="0" cy="6" rx="22" ry="10" fill="${c}"/></g>`;
      })
      .join('')}`;
  },
  pie: () =>
    `${plate(92)}<g transform="translate(100 146)"><ellipse cx="0" cy="0" rx="78" ry="26" fill="#c9792e"/><ellipse cx="0" cy="-4" rx="66" ry="20" fill="#f6d77a"/><ellipse cx="-8" cy="-8" rx="30" ry="8" fill="#fbe7a8"/>${[-48, -24, 0, 24, 48]
      .map((x) => `<path d="M${x - 8} -18 ${x + 8} 10" stroke="#b5661f" stroke-width="5" stroke-linecap="round"/>`)
      .join('')}<path d="M-78 0c8 12 20 14 30 12s20 6 30 4 20 6 30 4 20 6 30 4 14-8 36-20" fill="none" stroke="#a85d14" stroke-width="6" stroke-linecap="round"/></g>`,
  eclair: () =>
    `${plate(88)}<g transform="translate(100 150)"><rect x="-70" y="-30" width="140" height="40" rx="20" fill="#e3a24b"/><path d="M-66-22c20-14 112-14 132 0 4 6 0 12-6 12H-60c-6 0-10-6-6-12Z" fill="#5a2f1b"/><path d="M-44-24h24M0-26h24" stroke="#8a5236" stroke-width="3" stroke-linecap="round"/><rect x="-50" y="-58" width="100" height="26" rx="13" fill="#e9b25f" transform="rotate(-6)"/><path d="M-46-62c20-10 76-14 96-4 2 6-2 10-8 10H-40c-6 0-10-4-6-6Z" fill="#f3e6d8" transform="rotate(-6)"/></g>`,
  loaf: (r) => {
    const scores = 3 + Math.floor(r() * 2);
    return `${board()}<g transform="translate(100 118)"><path d="M-80 40C-86 0-60-34 0-36S86 0 80 40Z" fill="#c47a32"/><path d="M-70 34C-74 4-50-24 0-26S74 4 70 34" fill="#d8914a"/>${Array.from({ length: scores }, (_, i) => {
      const x = -44 + (88 / (scores - 1)) * i;
      return `<path d="M${x - 10} -6c6-12 14-18 22-20" stroke="#f3cf95" stroke-width="6" stroke-linecap="round" fill="none"/>`;
    }).join('')}</g>`;
  },
  baguette: () =>
    `${board()}<g transform="translate(100 138) rotate(-14)"><rect x="-92" y="-18" width="184" height="40" rx="20" fill="#c47a32"/><rect x="-86" y="-14" width="172" height="26" rx="13" fill="#d8914a"/>${[-56, -20, 16, 52]
      .map((x) => `<path d="M${x - 12} 4c8-12 18-16 26-16" stroke="#f3cf95" stroke-width="6" stroke-linecap="round" fill="none"/>`)
      .join('')}</g><g transform="translate(128 148) rotate(10)"><rect x="-40" y="-12" width="80" height="26" rx="13" fill="#b86e2a"/><rect x="-36" y="-9" width="72" height="16" rx="8" fill="#cf8a44"/></g>`,
  bun: (r) => {
    const top = r() < 0.5 ? '#c47a32' : '#b5661f';
    return `${plate(92)}${[
      [62, 138],
      [100, 128],
      [138, 138],
      [80, 156],
      [120, 156],
    ]
      .map(([x, y]) => `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="4" rx="28" ry="20" fill="${top}"/><ellipse cx="-4" cy="-2" rx="18" ry="10" fill="#e0a35a"/><path d="M-10-10c3-2 6-2 9 0" stroke="#fbe2b8" stroke-width="3" stroke-linecap="round"/></g>`)
      .join('')}`;
  },
  ring: (r) => {
    const glaze = r() < 0.5 ? '#f49ac1' : '#6b3a1e';
    return `${plate(90)}<g transform="translate(74 140)"><ellipse cx="0" cy="0" rx="46" ry="30" fill="#d9903f"/><ellipse cx="0" cy="-4" rx="40" ry="24" fill="${glaze}"/><ellipse cx="0" cy="-2" rx="13" ry="8" fill="#fff"/>${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<rect x="${-28 + i * 9}" y="${-18 + (i % 3) * 9}" width="7" height="3" rx="1.5" fill="${['#ffd166', '#06d6a0', '#118ab2', '#ef476f'][i % 4]}" transform="rotate(${i * 40} ${-28 + i * 9} ${-18 + (i % 3) * 9})"/>`)
      .join('')}</g><g transform="translate(134 150)"><ellipse cx="0" cy="0" rx="40" ry="24" fill="#c98338"/><ellipse cx="0" cy="-3" rx="34" ry="19" fill="#dca05a"/><ellipse cx="0" cy="-2" rx="11" ry="6" fill="#fff"/><g fill="#fff">${[0, 1, 2, 3, 4, 5]
      .map((i) => `<circle cx="${-22 + i * 9}" cy="${-10 + (i % 2) * 6}" r="1.8"/>`)
      .join('')}</g></g>`;
  },
  icecream: (r) => {
    const scoops = ['#f7cad0', '#fff1c1', '#b5e48c', '#c8a27c', '#cdb4db'];
    const a = scoops[Math.floor(r() * scoops.length)]!;
    const b = scoops[Math.floor(r() * scoops.length)]!;
    return `<ellipse cx="100" cy="176" rx="50" ry="8" fill="#000" fill-opacity=".10"/><g transform="translate(100 0)"><path d="M-30 88 0 174 30 88Z" fill="#e0a458"/><path d="M-24 96 14 150M-10 90 22 124M-28 112 4 174M24 96-10 150" stroke="#c07f35" stroke-width="3"/><circle cx="-16" cy="80" r="26" fill="${a}"/><circle cx="16" cy="80" r="26" fill="${b}"/><circle cx="0" cy="56" r="28" fill="${a}"/><path d="M-22 96c8 6 14 6 22 0s14 6 22 0" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="4" cy="26" r="8" fill="#d7263d"/><path d="M4 18c2-8 6-12 12-14" stroke="#3f6b22" stroke-width="3" fill="none"/></g>`;
  },
  cup: (r) => {
    const layers = r() < 0.5 ? ['#fff3e6', '#6b3a1e', '#f7cad0'] : ['#fff1c1', '#e76f51', '#fff3e6'];
    return `<ellipse cx="100" cy="176" rx="66" ry="9" fill="#000" fill-opacity=".10"/>${[64, 136]
      .map(
        (x, i) =>
          `<g transform="translate(${x} ${i ? 4 : 0})"><path d="M-34 76H34L28 170H-28Z" fill="#ffffff" fill-opacity=".65"/><path d="M-31 118H31L29 140H-29Z" fill="${layers[0]}"/><path d="M-30 140H30L28 170H-28Z" fill="${layers[1]}"/><path d="M-32 96H32L31 118H-31Z" fill="${layers[2]}"/><ellipse cx="0" cy="96" rx="32" ry="7" fill="${layers[2]}"/><circle cx="-6" cy="88" r="7" fill="#d7263d"/><path d="M10 84l10-10" stroke="#3f6b22" stroke-width="4" stroke-linecap="round"/><path d="M-34 76H34" stroke="#fff" stroke-width="3"/></g>`,
      )
      .join('')}`;
  },
  soup: (r) => {
    const broth = ['#e9c46a', '#3d2b1f', '#f4a261', '#f6e0b5'][Math.floor(r() * 4)]!;
    return `${steam(100, 80)}<g transform="translate(100 130)"><ellipse cx="0" cy="44" rx="60" ry="8" fill="#000" fill-opacity=".10"/><path d="M-80-10H80C80 30 46 46 0 46S-80 30-80-10Z" fill="#ffffff"/><path d="M-80-10H80C78 6 70 16 60 24H-60C-70 16-78 6-80-10Z" fill="#e5eef2"/><ellipse cx="0" cy="-10" rx="80" ry="16" fill="#cfd8dc"/><ellipse cx="0" cy="-10" rx="72" ry="12" fill="${broth}"/><circle cx="-30" cy="-12" r="8" fill="#8d5524"/><circle cx="22" cy="-8" r="9" fill="#8d5524"/><path d="M-8-16h18" stroke="#6a994e" stroke-width="5" stroke-linecap="round"/><path d="M40-14l10 4M-52-8l10-4" stroke="#d62828" stroke-width="4" stroke-linecap="round"/><ellipse cx="8" cy="-4" rx="10" ry="6" fill="#fff8e1"/><circle cx="8" cy="-4" r="3.5" fill="#f4a300"/></g>`;
  },
  noodles: () =>
    `${steam(100, 70)}<g transform="translate(100 130)"><ellipse cx="0" cy="44" rx="60" ry="8" fill="#000" fill-opacity=".10"/><path d="M-80-10H80C80 30 46 46 0 46S-80 30-80-10Z" fill="#d62828"/><path d="M-60 20H60" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/><ellipse cx="0" cy="-10" rx="80" ry="16" fill="#b51f1f"/><ellipse cx="0" cy="-10" rx="72" ry="12" fill="#f4d58d"/><g fill="none" stroke="#f1c453" stroke-width="4" stroke-linecap="round"><path d="M-50-10c10-8 20 8 30 0s20 8 30 0 20 8 30 0"/><path d="M-44-4c10-8 20 8 30 0s20 8 30 0 20 8 30 0"/></g><ellipse cx="-26" cy="-14" rx="14" ry="7" fill="#fff8e1"/><circle cx="-26" cy="-14" r="4" fill="#f4a300"/><path d="M20-18h26" stroke="#6a994e" stroke-width="5" stroke-linecap="round"/><path d="M30-60 70-4M44-64 82-8" stroke="#7f5539" stroke-width="5" stroke-linecap="round"/></g>`,
  satay: (r) => {
    const out: string[] = [plate(92, '#6a994e')];
    out.push('<ellipse cx="100" cy="164" rx="74" ry="14" fill="#86b86a"/>');
    for (let i = 0; i < 4; i++) {
      const y = 118 + i * 14;
      out.push(`<path d="M20 ${y + 8}L188 ${y - 10}" stroke="#d4a373" stroke-width="4" stroke-linecap="round"/>`);
      for (let k = 0; k < 4; k++) {
        const x = 60 + k * 24 + (r() * 4 - 2);
        out.push(`<rect x="${x - 10}" y="${y - 12 - k * 2.2}" width="22" height="18" rx="6" fill="${k % 2 ? '#8d4b1d' : '#a0522d'}"/>`);
      }
    }
    out.push('<path d="M150 160c10-16 34-16 40 0" fill="#7f4f24"/><ellipse cx="170" cy="160" rx="20" ry="6" fill="#b08968"/>');
    return out.join('');
  },
  rice: () =>
    `${plate(92, '#6a994e')}<ellipse cx="100" cy="164" rx="78" ry="15" fill="#86b86a"/><g transform="translate(100 160)"><path d="M-44 0C-36-70-10-104 0-106 10-104 36-70 44 0Z" fill="#f1c40f"/><path d="M-36-16c20 6 52 6 72 0" stroke="#e0a800" stroke-width="3" fill="none"/><path d="M-2-106l4-14" stroke="#3f6b22" stroke-width="4"/></g><circle cx="42" cy="150" r="10" fill="#d62828"/><path d="M146 150h30" stroke="#8d5524" stroke-width="12" stroke-linecap="round"/><ellipse cx="56" cy="166" rx="16" ry="6" fill="#fff8e1"/><circle cx="156" cy="166" r="7" fill="#6a994e"/>`,
  sushi: () =>
    `${board()}${[48, 100, 152]
      .map((x, i) => `<g transform="translate(${x} 140)"><circle r="24" fill="#1b4332"/><circle r="18" fill="#fdfcf7"/><circle r="8" fill="${['#f4845f', '#e63946', '#90be6d'][i]}"/><circle cx="5" cy="-4" r="3" fill="#ffd166"/></g>`)
      .join('')}<path d="M30 108l60-40M40 112l60-40" stroke="#c8a27c" stroke-width="4" stroke-linecap="round"/>`,
  steak: () =>
    `${plate(92)}<g transform="translate(92 146)"><path d="M-56-6C-60-30-30-42 0-36S50-30 52-8 30 22 0 20-52 18-56-6Z" fill="#7f3b1d"/><path d="M-46-8C-48-26-24-34 0-30S42-24 42-8 24 12 0 12-44 12-46-8Z" fill="#9c4a25"/><path d="M-34-20 30 0M-36-4 26 14M-20-30 40-12" stroke="#5a2612" stroke-width="5" stroke-linecap="round"/></g><g fill="#6a994e"><circle cx="150" cy="150" r="9"/><circle cx="160" cy="158" r="8"/><circle cx="144" cy="160" r="7"/></g><rect x="136" y="118" width="30" height="14" rx="7" fill="#f4a261" transform="rotate(-20 150 125)"/>`,
  burger: () =>
    `${board()}<g transform="translate(100 0)"><path d="M-62 104C-62 60 62 60 62 104Z" fill="#d98a2b"/><g fill="#fff3d6"><ellipse cx="-24" cy="82" rx="4" ry="2"/><ellipse cx="6" cy="74" rx="4" ry="2"/><ellipse cx="28" cy="86" rx="4" ry="2"/></g><path d="M-66 106c10 8 22 8 32 0s22 8 32 0 22 8 32 0 22 8 32 0" fill="#6a994e" stroke="#6a994e" stroke-width="8" stroke-linejoin="round"/><path d="M-60 114H60L64 124H-64Z" fill="#f4c430"/><rect x="-64" y="122" width="128" height="18" rx="9" fill="#6b3a1e"/><rect x="-60" y="140" width="120" height="6" fill="#d62828"/><path d="M-62 146H62C62 160 48 164 0 164S-62 160-62 146Z" fill="#c47a32"/></g>`,
  pasta: () =>
    `${plate(92)}<g transform="translate(100 146)"><ellipse cx="0" cy="0" rx="62" ry="18" fill="#f1d08a"/><g fill="none" stroke="#e9b949" stroke-width="4" stroke-linecap="round"><path d="M-50 0c12-14 26 10 38-4s26 10 38-4 20 10 24 2"/><path d="M-44 6c12-14 26 10 38-4s26 10 38-4"/><path d="M-40-6c12-14 26 10 38-4s26 10 38-4"/></g><circle cx="-18" cy="-6" r="5" fill="#d62828"/><circle cx="14" cy="-10" r="5" fill="#d62828"/><path d="M-2-14l8-6M22 0l8-6" stroke="#6a994e" stroke-width="4" stroke-linecap="round"/><path d="M40-60 20 0" stroke="#9aa5ad" stroke-width="5" stroke-linecap="round"/></g>`,
  dimsum: () =>
    `<ellipse cx="100" cy="176" rx="86" ry="10" fill="#000" fill-opacity=".10"/><g transform="translate(100 150)"><rect x="-80" y="-10" width="160" height="30" rx="8" fill="#d4a373"/><path d="M-80 0H80M-80 10H80" stroke="#b5835a" stroke-width="3"/>${[-46, 0, 46]
      .map((x) => `<g transform="translate(${x} -18)"><path d="M-20 8C-22-10-10-20 0-22 10-20 22-10 20 8Z" fill="#fff7e8"/><path d="M-8-16c4 4 12 4 16 0M-12-8c6 4 18 4 24 0" stroke="#e8d5b5" stroke-width="2.5" fill="none"/><circle cx="0" cy="-20" r="3.5" fill="#f4a261"/></g>`)
      .join('')}</g>${steam(100, 96)}`,
  salad: () =>
    `<g transform="translate(100 130)"><ellipse cx="0" cy="44" rx="60" ry="8" fill="#000" fill-opacity=".10"/><path d="M-80-10H80C80 30 46 46 0 46S-80 30-80-10Z" fill="#ffffff"/><ellipse cx="0" cy="-10" rx="80" ry="16" fill="#e9ecef"/>${[
      [-50, -22, '#6a994e'],
      [-24, -30, '#90be6d'],
      [6, -28, '#6a994e'],
      [34, -24, '#90be6d'],
      [52, -16, '#6a994e'],
    ]
      .map(([x, y, c]) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="12" fill="${c}"/>`)
      .join('')}<circle cx="-14" cy="-22" r="8" fill="#e63946"/><circle cx="22" cy="-20" r="7" fill="#e63946"/><circle cx="44" cy="-28" r="6" fill="#f4a261"/><ellipse cx="-36" cy="-30" rx="9" ry="5" fill="#f6f1c1"/></g>`,
  chicken: () =>
    `${plate(92, '#6a994e')}<ellipse cx="100" cy="164" rx="78" ry="15" fill="#86b86a"/><g transform="translate(96 140)"><path d="M-40 10C-60-20-30-46 0-40S46-10 30 14C18 30-26 30-40 10Z" fill="#c8621c"/><path d="M-30 4C-44-16-22-34 0-30S34-10 22 8C12 20-20 20-30 4Z" fill="#e07a2e"/><path d="M26 10l26 12" stroke="#f3e1c7" stroke-width="10" stroke-linecap="round"/><circle cx="56" cy="24" r="7" fill="#f3e1c7"/></g><g fill="#d62828"><circle cx="40" cy="156" r="5"/><circle cx="52" cy="162" r="5"/></g>`,
  plate: (r) =>
    `${plate(92)}<g transform="translate(100 150)"><ellipse cx="0" cy="-4" rx="50" ry="16" fill="${r() < 0.5 ? '#8d5524' : '#c8621c'}"/>${[0, 1, 2, 3, 4]
      .map((i) => `<circle cx="${-36 + i * 18}" cy="${-8 + (i % 2) * 6}" r="9" fill="#6b3a1e"/>`)
      .join('')}<path d="M-20-18h40" stroke="#6a994e" stroke-width="5" stroke-linecap="round"/></g>`,
  // Store products
  sack: (r) => {
    const band = r() < 0.5 ? '#3a86ff' : '#d62828';
    return `<ellipse cx="100" cy="176" rx="62" ry="9" fill="#000" fill-opacity=".12"/><path d="M52 58C46 100 44 150 50 172H150C156 150 154 100 148 58Z" fill="#fbf7ef"/><path d="M52 58C60 44 140 44 148 58 130 66 70 66 52 58Z" fill="#efe6d2"/><path d="M60 46l8-12M80 44l4-14M100 44V28M120 44l-4-14M140 46l-8-12" stroke="#e5d9bf" stroke-width="6" stroke-linecap="round"/><rect x="50" y="96" width="100" height="44" fill="${band}"/><g transform="translate(100 118)" stroke="#f7d774" stroke-width="3" fill="#f7d774"><path d="M0 16V-16" fill="none"/><ellipse cx="-6" cy="-8" rx="4" ry="7" transform="rotate(-30 -6 -8)"/><ellipse cx="6" cy="-8" rx="4" ry="7" transform="rotate(30 6 -8)"/><ellipse cx="-6" cy="4" rx="4" ry="7" transform="rotate(-30 -6 4)"/><ellipse cx="6" cy="4" rx="4" ry="7" transform="rotate(30 6 4)"/></g><path d="M150 160c8 6 20 8 30 6" stroke="#fff" stroke-width="10" stroke-linecap="round"/><circle cx="176" cy="168" r="3" fill="#fff"/><circle cx="166" cy="174" r="2" fill="#fff"/>`;
  },
  jar: (r) => {
    const honey = r() < 0.5;
    return `<ellipse cx="100" cy="176" rx="54" ry="8" fill="#000" fill-opacity=".12"/><rect x="52" y="70" width="96" height="104" rx="22" fill="${honey ? '#e9a23b' : '#ffffff'}" fill-opacity="${honey ? 1 : 0.85}"/><rect x="58" y="78" width="16" height="80" rx="8" fill="#fff" fill-opacity=".45"/>${honey ? '' : [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${70 + (i % 4) * 16}" y="${112 + Math.floor(i / 4) * 18}" width="13" height="13" rx="2" fill="#f8f4ec" stroke="#e5dccb"/>`).join('')}<rect x="60" y="52" width="80" height="22" rx="6" fill="#c2561b"/><rect x="60" y="52" width="80" height="8" rx="4" fill="#d97337"/><rect x="70" y="120" width="60" height="28" rx="6" fill="#fff8e1" opacity="${honey ? 1 : 0}"/><path d="M150 120c14 0 20 14 20 28" stroke="#a86a12" stroke-width="6" fill="none" stroke-linecap="round" opacity="${honey ? 1 : 0}"/>`;
  },
  butter: (r) => {
    const tin = r() < 0.3;
    return tin
      ? `<ellipse cx="100" cy="176" rx="58" ry="9" fill="#000" fill-opacity=".12"/><rect x="46" y="88" width="108" height="84" rx="10" fill="#d62828"/><ellipse cx="100" cy="88" rx="54" ry="14" fill="#e5e5e5"/><ellipse cx="100" cy="88" rx="44" ry="10" fill="#c9c9c9"/><rect x="46" y="116" width="108" height="30" fill="#f7d774"/><path d="M70 131h60" stroke="#d62828" stroke-width="6" stroke-linecap="round"/>`
      : `${plate(90, '#e9f1f7')}<g transform="translate(100 144)"><path d="M-60-10 10-34 66-14-4 12Z" fill="#fff1a8"/><path d="M-60-10-4 12V38L-60 14Z" fill="#f5d547"/><path d="M-4 12 66-14V12L-4 38Z" fill="#e9c233"/><path d="M40-30 60-22" stroke="#fffbe0" stroke-width="4" stroke-linecap="round"/></g><path d="M134 96l40-28" stroke="#9aa5ad" stroke-width="6" stroke-linecap="round"/><path d="M120 106l22-16" stroke="#c9d1d6" stroke-width="10" stroke-linecap="round"/>`;
  },
  chocolate: (r) => {
    const dark = r() < 0.5 ? '#4a2512' : '#7b4a2a';
    return `<ellipse cx="100" cy="176" rx="74" ry="9" fill="#000" fill-opacity=".12"/><g transform="translate(100 128) rotate(-12)"><rect x="-70" y="-44" width="140" height="92" rx="8" fill="${dark}"/>${[0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${-62 + (i % 4) * 32}" y="${-36 + Math.floor(i / 4) * 40}" width="28" height="36" rx="4" fill="#000" fill-opacity=".18"/><rect x="${-60 + (i % 4) * 32}" y="${-34 + Math.floor(i / 4) * 40}" width="22" height="6" rx="3" fill="#fff" fill-opacity=".12"/>`)
      .join('')}<path d="M-70 8 70-4 70 48-70 48Z" fill="#c2561b"/><path d="M-70 8 70-4" stroke="#f4a261" stroke-width="4"/></g><g fill="${dark}"><path d="M40 166l10-12 8 14Z"/><path d="M160 164l8-10 8 12Z"/></g>`;
  },
  cocoa: () =>
    `<ellipse cx="100" cy="176" rx="70" ry="9" fill="#000" fill-opacity=".12"/><rect x="40" y="74" width="72" height="100" rx="10" fill="#6b3a1e"/><ellipse cx="76" cy="74" rx="36" ry="10" fill="#8b5a3c"/><rect x="40" y="104" width="72" height="40" fill="#f4a261"/><path d="M56 124h40" stroke="#6b3a1e" stroke-width="6" stroke-linecap="round"/><path d="M120 172C120 150 140 132 164 132S196 150 190 172Z" fill="#7b4a2a"/><path d="M126 156c12-10 40-12 58-2" stroke="#a86b45" stroke-width="4" fill="none"/><path d="M160 128l14-40" stroke="#c9d1d6" stroke-width="6" stroke-linecap="round"/>`,
  carton: (r) => {
    const c = r() < 0.5 ? '#2f5f8f' : '#3a86ff';
    return `<ellipse cx="100" cy="176" rx="60" ry="9" fill="#000" fill-opacity=".12"/><path d="M62 70H138V174H62Z" fill="#ffffff"/><path d="M62 70 76 40H124L138 70Z" fill="#e9eef3"/><rect x="90" y="28" width="20" height="14" rx="3" fill="${c}"/><path d="M62 120c20-12 56 12 76 0V174H62Z" fill="${c}"/><circle cx="100" cy="98" r="12" fill="${c}" fill-opacity=".2"/><path d="M138 70 150 80V170L138 174Z" fill="#d9e2ea"/>`;
  },
  cheese: () =>
    `${board()}<g transform="translate(100 150)"><path d="M-70 6-20-56 70-30 70 10Z" fill="#f7c948"/><path d="M-70 6 70 10V14H-70Z" fill="#e0a800"/><path d="M-20-56 70-30 70 10Z" fill="#fbd968"/>${[
      [-20, -10, 8],
      [20, -16, 6],
      [44, 0, 7],
      [-44, 0, 5],
      [4, 2, 5],
    ]
      .map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="#e0a800"/>`)
      .join('')}</g>`,
  can: () =>
    `<ellipse cx="100" cy="176" rx="50" ry="8" fill="#000" fill-opacity=".12"/><rect x="58" y="70" width="84" height="104" rx="8" fill="#e5e5e5"/><rect x="58" y="92" width="84" height="60" fill="#2f5f8f"/><ellipse cx="100" cy="70" rx="42" ry="10" fill="#cfcfcf"/><path d="M74 122c10-14 42-14 52 0" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="100" cy="112" r="7" fill="#fff"/>`,
  yeast: () =>
    `<ellipse cx="100" cy="176" rx="72" ry="9" fill="#000" fill-opacity=".12"/><g transform="rotate(-8 80 126)"><rect x="34" y="80" width="92" height="90" rx="6" fill="#f7d774"/><path d="M34 80h92l-6 10 6 10H34l6-10Z" fill="#e9b949"/><circle cx="80" cy="134" r="20" fill="#fff"/><circle cx="72" cy="128" r="4" fill="#e9b949"/><circle cx="86" cy="138" r="5" fill="#e9b949"/><circle cx="82" cy="124" r="3" fill="#e9b949"/></g><rect x="132" y="110" width="44" height="62" rx="8" fill="#5d3f8f"/><rect x="130" y="100" width="48" height="14" rx="4" fill="#7b5cb0"/><rect x="138" y="128" width="32" height="20" rx="4" fill="#fff"/>`,
  bottles: (r) => {
    const cs = ['#6a994e', '#f4a261', '#e63946', '#8338ec', '#3a86ff', '#7f5539'];
    const pick = () => cs[Math.floor(r() * cs.length)]!;
    return `<ellipse cx="100" cy="176" rx="76" ry="9" fill="#000" fill-opacity=".12"/>${[
      [60, 0.9],
      [100, 1.1],
      [140, 0.95],
    ]
      .map(([x, s]) => {
        const c = pick();
        return `<g transform="translate(${x} 174) scale(${s})"><rect x="-18" y="-78" width="36" height="78" rx="8" fill="${c}"/><rect x="-12" y="-96" width="24" height="20" rx="4" fill="#fff"/><rect x="-8" y="-110" width="16" height="16" rx="3" fill="#333"/><rect x="-13" y="-56" width="26" height="30" rx="4" fill="#fff" fill-opacity=".85"/><rect x="-14" y="-74" width="6" height="60" rx="3" fill="#fff" fill-opacity=".3"/></g>`;
      })
      .join('')}`;
  },
  nuts: (r) => {
    const out: string[] = [
      `<g transform="translate(100 130)"><ellipse cx="0" cy="44" rx="60" ry="8" fill="#000" fill-opacity=".10"/><path d="M-80-10H80C80 30 46 46 0 46S-80 30-80-10Z" fill="#b7793f"/><ellipse cx="0" cy="-10" rx="80" ry="16" fill="#8a5428"/></g>`,
    ];
    for (let i = 0; i < 18; i++) {
      const x = 40 + r() * 120;
      const y = 104 + r() * 20;
      const raisin = r() < 0.3;
      out.push(
        raisin
          ? `<ellipse cx="${x}" cy="${y}" rx="6" ry="4.5" fill="#3d1f2b"/>`
          : `<ellipse cx="${x}" cy="${y}" rx="10" ry="6" fill="#d4a373" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`,
      );
    }
    out.push('<ellipse cx="160" cy="168" rx="11" ry="6.5" fill="#d4a373"/><ellipse cx="40" cy="170" rx="6" ry="4.5" fill="#3d1f2b"/>');
    return out.join('');
  },
  tools: () =>
    `<ellipse cx="100" cy="176" rx="84" ry="9" fill="#000" fill-opacity=".12"/><g transform="rotate(-18 100 150)"><rect x="20" y="140" width="160" height="22" rx="11" fill="#d4a373"/><rect x="4" y="144" width="24" height="14" rx="7" fill="#b5835a"/><rect x="172" y="144" width="24" height="14" rx="7" fill="#b5835a"/></g><g transform="translate(128 34) rotate(24)"><rect x="-7" y="0" width="14" height="56" rx="7" fill="#35545e"/><g fill="none" stroke="#9aa5ad" stroke-width="4"><path d="M0 56C-30 80-26 124 0 132 26 124 30 80 0 56Z"/><path d="M0 56C-14 82-12 118 0 132 12 118 14 82 0 56Z"/><path d="M0 56V132"/></g></g><g transform="translate(56 60) rotate(-20)"><rect x="-6" y="0" width="12" height="50" rx="6" fill="#c2561b"/><ellipse cx="0" cy="66" rx="16" ry="20" fill="#9aa5ad"/></g>`,
  box: (r) => {
    const ribbon = r() < 0.5 ? '#d62828' : '#3f6b22';
    return `<ellipse cx="100" cy="176" rx="76" ry="10" fill="#000" fill-opacity=".12"/><path d="M30 92 100 70 170 92 100 116Z" fill="#f7ede0"/><path d="M30 92 100 116V176L30 152Z" fill="#e8d3b9"/><path d="M100 116 170 92V152L100 176Z" fill="#dcc2a2"/><path d="M64 81 134 104V164" stroke="${ribbon}" stroke-width="10" fill="none"/><path d="M136 81 66 104V164" stroke="${ribbon}" stroke-width="10" fill="none" stroke-opacity=".85"/><path d="M100 92c-20-22-40-10-26 2M100 92c20-22 40-10 26 2" stroke="${ribbon}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  },
  // Portal pictures
  book: (r) => {
    const cover = ['#c2561b', '#3f6b22', '#24566e', '#b83b5e'][Math.floor(r() * 4)]!;
    return `<ellipse cx="100" cy="176" rx="88" ry="10" fill="#000" fill-opacity=".12"/><path d="M14 80 100 96 186 80V166L100 180 14 166Z" fill="${cover}"/><path d="M20 74 100 90V172L20 158Z" fill="#fffdf8"/><path d="M180 74 100 90V172L180 158Z" fill="#fbf5ea"/>${[0, 1, 2, 3, 4]
      .map((i) => `<path d="M34 ${100 + i * 12} 88 ${110 + i * 12}" stroke="#d8cbb8" stroke-width="4" stroke-linecap="round"/>`)
      .join('')}<g transform="translate(140 122)"><circle r="22" fill="${cover}" fill-opacity=".15"/><path d="M-12 8C-12-8 12-8 12 8Z" fill="${cover}"/><path d="M-14 8H14" stroke="${cover}" stroke-width="4" stroke-linecap="round"/><path d="M0-14v6" stroke="${cover}" stroke-width="4" stroke-linecap="round"/></g><path d="M150 40l-10 60" stroke="#7f5539" stroke-width="6" stroke-linecap="round"/><ellipse cx="154" cy="30" rx="10" ry="14" fill="#9aa5ad"/>`;
  },
  stage: (r) => {
    const flags = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#8338ec'];
    return `<path d="M0 30Q100 70 200 30" fill="none" stroke="#7f5539" stroke-width="3"/>${Array.from({ length: 9 }, (_, i) => {
      const x = 10 + i * 22;
      const y = 30 + Math.sin((i / 8) * Math.PI) * 20;
      return `<path d="M${x} ${y}l10 0-5 16Z" fill="${flags[(i + Math.floor(r() * 5)) % 5]}"/>`;
    }).join('')}<rect x="10" y="150" width="180" height="24" rx="4" fill="#7f5539"/><rect x="10" y="150" width="180" height="6" fill="#a47148"/><g transform="translate(0 -22)">${MOTIFS.cake!(r)}</g><g fill="#fff" fill-opacity=".8"><circle cx="30" cy="100" r="3"/><circle cx="176" cy="96" r="3"/><circle cx="160" cy="70" r="2"/></g>`;
  },
  kitchen: (r) => {
    const aprons = ['#c2561b', '#3f6b22', '#24566e', '#b83b5e', '#7b5cb0'];
    const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'];
    const people = [50, 100, 150]
      .map((x, i) => {
        const s = skin[Math.floor(r() * skin.length)]!;
        const a = aprons[(i + Math.floor(r() * 5)) % 5]!;
        return `<g transform="translate(${x} 0)"><path d="M-26 150C-26 112-14 100 0 100S26 112 26 150Z" fill="${a}"/><circle cx="0" cy="80" r="16" fill="${s}"/><path d="M-16 66h32v-8c0-10-32-10-32 0Z" fill="#fff"/><circle cx="-9" cy="52" r="9" fill="#fff"/><circle cx="9" cy="52" r="9" fill="#fff"/><circle cx="0" cy="48" r="10" fill="#fff"/></g>`;
      })
      .join('');
    return `<rect x="0" y="40" width="200" height="8" fill="#fff" fill-opacity=".5"/>${people}<rect x="0" y="146" width="200" height="30" rx="4" fill="#d4a373"/><rect x="0" y="146" width="200" height="6" fill="#e3b98a"/><ellipse cx="62" cy="146" rx="20" ry="6" fill="#fff"/><ellipse cx="140" cy="146" rx="24" ry="7" fill="#e9eef3"/><path d="M96 150h30" stroke="#c2561b" stroke-width="8" stroke-linecap="round"/>`;
  },
  document: () =>
    `<ellipse cx="100" cy="176" rx="86" ry="9" fill="#000" fill-opacity=".12"/><rect x="16" y="60" width="168" height="108" rx="10" fill="#ffffff"/><rect x="16" y="60" width="168" height="24" rx="10" fill="#24566e"/><rect x="16" y="74" width="168" height="10" fill="#24566e"/><rect x="30" y="96" width="44" height="56" rx="4" fill="#dce7ee"/><circle cx="52" cy="114" r="10" fill="#9cb3c2"/><path d="M36 150c2-14 30-14 32 0" fill="#9cb3c2"/>${[0, 1, 2, 3]
      .map((i) => `<rect x="86" y="${100 + i * 14}" width="${80 - i * 12}" height="6" rx="3" fill="#cfd8dc"/>`)
      .join('')}`,
};

/** Slug words → motif, tried in order; the first whose word appears in the slug wins. */
const WORD_MOTIFS: Array<[RegExp, string]> = [
  [/croissant|pain-au|puff|danish|strudel/, 'croissant'],
  [/eclair|kue-sus/, 'eclair'],
  [/macaron/, 'macaron'],
  [/kue-kering|cookie|bakpia|kue-basah|kue-bulan/, 'cookies'],
  [/lapis|brownies/, 'layer'],
  [/pie|tart|klappertaart/, 'pie'],
  [/bolu|cake|cheesecake|tiramisu|kue-ulang/, 'cake'],
  [/gelato|es-krim|ice-cream/, 'icecream'],
  [/puding|panna|brulee|mousse|dessert-box|dessert-cup/, 'cup'],
  [/baguette/, 'baguette'],
  [/bagel|donat|donut/, 'ring'],
  [/roti-sobek|roti-manis|roti-kasur|roti-maryam|bun/, 'bun'],
  [/roti|shokupan|sourdough|focaccia|loaf/, 'loaf'],
  [/ramen|mie-|mi-segar|noodle/, 'noodles'],
  [/soto|rawon|coto|opor|sup-|gudeg/, 'soup'],
  [/sate|satay/, 'satay'],
  [/sushi/, 'sushi'],
  [/nasi|liwet|rice|tumpeng/, 'rice'],
  [/steak|bbq|rendang/, 'steak'],
  [/burger/, 'burger'],
  [/pasta|carbonara|spaghetti/, 'pasta'],
  [/dimsum|siomay/, 'dimsum'],
  [/salad|meal-prep/, 'salad'],
  [/ayam|betutu/, 'chicken'],
  // Store products
  [/madu|aren|sirup/, 'jar'],
  [/kaleng|wijsman/, 'butter'],
  [/bubuk-cokelat|cokelat-bubuk|cocoa/, 'cocoa'],
  [/keju|cheese/, 'cheese'],
  [/kental-manis/, 'can'],
];

/** The default motif of a category when no slug word matched. */
const CATEGORY_MOTIFS: Record<string, string> = {
  pastry: 'croissant',
  bread: 'loaf',
  dessert: 'cake',
  'masakan-tradisional': 'plate',
  'masakan-modern': 'steak',
  tepung: 'sack',
  'gula-pemanis': 'jar',
  'mentega-margarin': 'butter',
  cokelat: 'chocolate',
  'susu-krim': 'carton',
  'bahan-pengembang': 'yeast',
  'perisa-pewarna': 'bottles',
  'kacang-buah-kering': 'nuts',
  'peralatan-baking': 'tools',
  kemasan: 'box',
};

/** Which motif fits an item: a word of its slug, else its category's. Exported for tests. */
export function motifFor(kind: IllustrationKind, category: string | null, slug: string): string {
  if (kind === 'blog') return 'book';
  if (kind === 'event') return 'stage';
  if (kind === 'gallery') return slug.startsWith('contoh-') ? 'document' : 'kitchen';
  if (kind === 'person') return 'person';
  // Store categories keep their own motif unless a word names a more exact one of the store's.
  const word = WORD_MOTIFS.find(([re]) => re.test(slug))?.[1];
  const storeCategory = category !== null && category in CATEGORY_MOTIFS && !['pastry', 'bread', 'dessert', 'masakan-tradisional', 'masakan-modern'].includes(category);
  if (storeCategory) {
    const storeWords = ['jar', 'butter', 'cocoa', 'cheese', 'can'];
    return word && storeWords.includes(word) ? word : CATEGORY_MOTIFS[category]!;
  }
  return word ?? (category ? (CATEGORY_MOTIFS[category] ?? 'plate') : 'plate');
}

/** A portrait for a team member: a face, hair or a chef's hat, an apron, colours from the slug. */
function personSvg(width: number, height: number, slug: string, p: Palette): string {
  const r = randomOf(slug);
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'][Math.floor(r() * 4)]!;
  const hair = ['#2b1d14', '#4a2f1b', '#1c1c1c', '#6b4423'][Math.floor(r() * 4)]!;
  const shirt = ['#c2561b', '#3f6b22', '#24566e', '#b83b5e', '#7b5cb0'][Math.floor(r() * 5)]!;
  const chef = r() < 0.5;
  const hijab = !chef && r() < 0.4;
  const head = chef
    ? `<path d="M112 96h96v-16c0-24-96-24-96 0Z" fill="#fff"/><circle cx="128" cy="66" r="22" fill="#fff"/><circle cx="160" cy="56" r="26" fill="#fff"/><circle cx="192" cy="66" r="22" fill="#fff"/>`
    : hijab
      ? `<path d="M104 150C96 80 126 58 160 58S224 80 216 150Z" fill="${shirt}"/>`
      : `<path d="M112 124C104 72 130 60 160 60S216 72 208 124C200 100 186 92 160 92S120 100 112 124Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 320">
<defs><radialGradient id="bg" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></radialGradient></defs>
<rect width="320" height="320" fill="url(#bg)"/>
<circle cx="60" cy="70" r="6" fill="${p.accent}" fill-opacity=".25"/><circle cx="268" cy="110" r="9" fill="${p.accent}" fill-opacity=".2"/>
<path d="M60 320C60 240 104 212 160 212S260 240 260 320Z" fill="${shirt}"/>
<path d="M128 214 160 262 192 214" fill="#fff"/><path d="M132 320V250H188V320" fill="#fff" fill-opacity=".9"/>
<rect x="146" y="180" width="28" height="40" rx="10" fill="${skin}"/>
${hijab ? head : ''}<ellipse cx="160" cy="138" rx="46" ry="54" fill="${skin}"/>
${hijab ? `<path d="M112 120C112 80 134 66 160 66S208 80 208 120C196 100 180 94 160 94S124 100 112 120Z" fill="${shirt}"/>` : head}
<circle cx="143" cy="140" r="5" fill="#2b1d14"/><circle cx="177" cy="140" r="5" fill="#2b1d14"/>
<path d="M144 164c10 10 22 10 32 0" stroke="#7a3b1e" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="132" cy="158" r="7" fill="#e07a5f" fill-opacity=".35"/><circle cx="188" cy="158" r="7" fill="#e07a5f" fill-opacity=".35"/>
</svg>`;
}

/**
 * The picture of one item.
 * @param kind what it is (its intrinsic size comes from {@link ILLUSTRATION_KINDS}).
 * @param category the course category slug or store category slug (null for portal pictures).
 * @param slug the item's slug (its words choose the motif; its hash the variations).
 * @returns a complete SVG document with `width`/`height` and a `viewBox`.
 */
export function illustrationSvg(kind: IllustrationKind, category: string | null, slug: string): string {
  const { width, height } = ILLUSTRATION_KINDS[kind];
  const palette = PALETTES[category ?? kind] ?? PALETTES[kind] ?? PALETTES.blog!;
  if (kind === 'person') return personSvg(width, height, slug, palette);
  const r = randomOf(`${kind}:${slug}`);
  const motif = MOTIFS[motifFor(kind, category, slug)] ?? MOTIFS.plate!;
  // The motif's 200 × 200 box as large as the picture allows (its food fills the lower two thirds), resting
  // near the bottom edge, nudged sideways by the slug.
  const scale = Math.min((height * 1.2) / 200, (width * 0.88) / 200);
  const dx = width / 2 - 100 * scale + (r() - 0.5) * width * 0.06;
  const dy = height * 0.95 - 178 * scale;
  const sprinkles = Array.from({ length: 9 }, () => {
    const x = Math.round(r() * width);
    const y = Math.round(r() * height * 0.55);
    const size = 3 + Math.round(r() * 6);
    return r() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${palette.accent}" fill-opacity=".18"/>`
      : `<rect x="${x}" y="${y}" width="${size * 2}" height="${size}" rx="${size / 2}" fill="#fff" fill-opacity=".45" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`;
  }).join('');
  const tableY = Math.round(height * 0.8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${Math.round(width * (0.15 + r() * 0.7))}" cy="${Math.round(height * 0.36)}" r="${Math.round(height * 0.34)}" fill="#fff" fill-opacity=".28"/>
${sprinkles}
<rect y="${tableY}" width="${width}" height="${height - tableY}" fill="${palette.accent}" fill-opacity=".14"/>
<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(3)})">${motif(r)}</g>
</svg>`;
}
