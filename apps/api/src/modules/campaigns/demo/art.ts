import sharp from 'sharp';

/**
 * Demo pictures drawn as SVG and rendered by sharp (no downloads): a sky, hills, a sun and a
 * motif for the campaign's category, with a caption band. Photos are JPEG, like a phone's.
 */
export type Motif =
  | 'health'
  | 'water'
  | 'shop'
  | 'school'
  | 'flood'
  | 'family'
  | 'rings'
  | 'star'
  | 'coins'
  | 'ball'
  | 'light'
  | 'bread'
  | 'eye'
  | 'desk'
  | 'books'
  | 'fire'
  | 'wheelchair'
  | 'thanks';

const W = 960;
const H = 614;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function motif(m: Motif, x: number, y: number, accent: string): string {
  const person = (px: number, py: number, s: number, skin: string, cloth: string) =>
    `<circle cx="${px}" cy="${py - 95 * s}" r="${26 * s}" fill="${skin}"/><path d="M${px - 42 * s} ${py}q0-${70 * s} ${42 * s}-${70 * s}t${42 * s} ${70 * s}z" fill="${cloth}"/>`;
  switch (m) {
    case 'health':
      return `<rect x="${x - 150}" y="${y - 170}" width="300" height="210" rx="10" fill="#f8fafc"/><rect x="${x - 30}" y="${y - 150}" width="60" height="150" fill="#dc2626"/><rect x="${x - 75}" y="${y - 105}" width="150" height="60" fill="#dc2626"/><path d="M${x + 120} ${y - 10}c-30-22-60-42-60-70a28 28 0 0 1 60-12 28 28 0 0 1 60 12c0 28-30 48-60 70z" fill="${accent}"/>`;
    case 'water':
      return `<rect x="${x - 14}" y="${y - 190}" width="28" height="190" fill="#475569"/><rect x="${x - 14}" y="${y - 190}" width="110" height="24" rx="10" fill="#475569"/><path d="M${x + 84} ${y - 150}c0 0 -28 40 -28 60a28 28 0 0 0 56 0c0-20-28-60-28-60z" fill="#38bdf8"/><rect x="${x - 150}" y="${y - 20}" width="300" height="30" rx="8" fill="#334155"/>${person(x - 120, y - 20, 0.9, '#7c4a2d', accent)}`;
    case 'shop':
      return `<rect x="${x - 170}" y="${y - 180}" width="340" height="190" fill="#fef3c7"/><path d="M${x - 190} ${y - 180}h380l-20 50h-340z" fill="${accent}"/><rect x="${x - 140}" y="${y - 110}" width="120" height="120" fill="#92400e"/><rect x="${x + 10}" y="${y - 110}" width="130" height="70" fill="#bae6fd"/><rect x="${x + 25}" y="${y - 95}" width="20" height="40" fill="#f59e0b"/><rect x="${x + 55}" y="${y - 90}" width="20" height="35" fill="#16a34a"/><rect x="${x + 85}" y="${y - 100}" width="20" height="45" fill="#dc2626"/>`;
    case 'school':
    case 'desk':
      return `<rect x="${x - 180}" y="${y - 160}" width="360" height="170" fill="#fde68a"/><path d="M${x - 200} ${y - 160}L${x} ${y - 260}L${x + 200} ${y - 160}z" fill="#b45309"/><rect x="${x - 30}" y="${y - 80}" width="60" height="90" fill="#78350f"/><rect x="${x - 150}" y="${y - 120}" width="70" height="50" fill="#bae6fd"/><rect x="${x + 80}" y="${y - 120}" width="70" height="50" fill="#bae6fd"/>${m === 'desk' ? `<rect x="${x - 260}" y="${y - 40}" width="90" height="14" fill="#92400e"/><rect x="${x - 250}" y="${y - 26}" width="10" height="36" fill="#92400e"/><rect x="${x - 190}" y="${y - 26}" width="10" height="36" fill="#92400e"/>` : ''}`;
    case 'books':
      return (
        [0, 1, 2, 3, 4, 5]
          .map(
            (i) =>
              `<rect x="${x - 150 + i * 50}" y="${y - 160 - (i % 2) * 20}" width="40" height="${170 + (i % 2) * 20}" rx="4" fill="${['#dc2626', '#2563eb', accent, '#16a34a', '#7c3aed', '#ea580c'][i]}"/>`,
          )
          .join('') + `<rect x="${x - 170}" y="${y + 10}" width="340" height="14" fill="#78350f"/>`
      );
    case 'flood':
      return `<rect x="${x - 120}" y="${y - 150}" width="240" height="150" fill="#e2e8f0"/><path d="M${x - 140} ${y - 150}L${x} ${y - 240}L${x + 140} ${y - 150}z" fill="#64748b"/><path d="M${x - 260} ${y - 40}q40-25 80 0t80 0 80 0 80 0 80 0 80 0 80 0v80h-560z" fill="#0ea5e9" opacity="0.85"/>`;
    case 'fire':
      return `<rect x="${x - 170}" y="${y - 120}" width="340" height="130" fill="#57534e"/><path d="M${x - 60} ${y - 120}c-20-60 40-80 30-150 50 40 80 90 60 150z" fill="#f97316"/><path d="M${x + 40} ${y - 120}c-10-40 30-60 20-100 35 30 50 60 40 100z" fill="#facc15"/>`;
    case 'family':
      return `${person(x - 110, y + 10, 1.15, '#8d5524', accent)}${person(x + 110, y + 10, 1.1, '#6b3e26', '#7c3aed')}${person(x, y + 10, 0.7, '#a0673f', '#16a34a')}`;
    case 'rings':
      return `<circle cx="${x - 55}" cy="${y - 100}" r="80" fill="none" stroke="#facc15" stroke-width="22"/><circle cx="${x + 55}" cy="${y - 100}" r="80" fill="none" stroke="#fde68a" stroke-width="22"/><path d="M${x} ${y - 230}l12 24 26 4-19 18 5 26-24-13-24 13 5-26-19-18 26-4z" fill="#fff"/>`;
    case 'star':
      return `<path d="M${x} ${y - 240}l36 74 82 12-59 58 14 81-73-38-73 38 14-81-59-58 82-12z" fill="#facc15"/><rect x="${x + 120}" y="${y - 90}" width="110" height="100" fill="${accent}"/><rect x="${x + 165}" y="${y - 90}" width="20" height="100" fill="#fff"/>`;
    case 'coins':
      return (
        [0, 1, 2, 3]
          .map((i) => `<ellipse cx="${x - 60}" cy="${y - 20 - i * 26}" rx="70" ry="22" fill="#eab308" stroke="#a16207" stroke-width="4"/>`)
          .join('') +
        [0, 1, 2, 3, 4, 5]
          .map((i) => `<ellipse cx="${x + 80}" cy="${y - 20 - i * 26}" rx="70" ry="22" fill="#facc15" stroke="#a16207" stroke-width="4"/>`)
          .join('')
      );
    case 'ball':
      return `<circle cx="${x}" cy="${y - 90}" r="95" fill="#fff"/><path d="M${x} ${y - 130}l38 28-15 45h-46l-15-45z" fill="#1e293b"/><path d="M${x - 300} ${y + 10}h600" stroke="#fff" stroke-width="6"/>`;
    case 'light':
      return `<rect x="${x - 8}" y="${y - 260}" width="16" height="270" fill="#334155"/><rect x="${x - 90}" y="${y - 300}" width="180" height="50" fill="#1d4ed8" transform="rotate(-12 ${x} ${y - 275})"/><path d="M${x - 60} ${y - 230}h120l60 200h-240z" fill="#fde68a" opacity="0.45"/>`;
    case 'bread':
      return `<rect x="${x - 170}" y="${y - 190}" width="340" height="200" rx="20" fill="#44403c"/><rect x="${x - 140}" y="${y - 150}" width="280" height="120" rx="10" fill="#f97316" opacity="0.8"/>${[0, 1, 2].map((i) => `<ellipse cx="${x - 90 + i * 90}" cy="${y - 90}" rx="40" ry="24" fill="#d97706"/>`).join('')}`;
    case 'eye':
      return `<path d="M${x - 170} ${y - 100}q170-140 340 0q-170 140-340 0z" fill="#fff"/><circle cx="${x}" cy="${y - 100}" r="55" fill="#7c2d12"/><circle cx="${x}" cy="${y - 100}" r="24" fill="#0f172a"/><circle cx="${x + 14}" cy="${y - 112}" r="9" fill="#fff"/>`;
    case 'wheelchair':
      return `<circle cx="${x - 30}" cy="${y - 50}" r="70" fill="none" stroke="#1e293b" stroke-width="14"/><path d="M${x - 30} ${y - 50}v-120h60M${x - 30} ${y - 110}h90l30 60" stroke="#1e293b" stroke-width="14" fill="none"/><circle cx="${x + 90}" cy="${y + 5}" r="16" fill="#1e293b"/>${person(x - 10, y - 120, 0.75, '#8d5524', accent)}`;
    case 'thanks':
      return (
        [...Array(26)]
          .map(
            (_, i) =>
              `<rect x="${(i * 137) % W}" y="${(i * 71) % (H - 200)}" width="14" height="26" rx="3" fill="${['#facc15', '#f472b6', '#38bdf8', '#4ade80', '#fb923c'][i % 5]}" transform="rotate(${(i * 37) % 90} ${(i * 137) % W} ${(i * 71) % (H - 200)})"/>`,
          )
          .join('') + `${person(x - 120, y + 10, 1, '#8d5524', accent)}${person(x + 120, y + 10, 1, '#6b3e26', '#2563eb')}`
      );
  }
}

/** A 960×614 JPEG (the 363×232 card ratio) of a scene with `caption`. */
export function picture(m: Motif, hue: number, caption: string, variant = 0): Promise<Buffer> {
  const sky1 = `hsl(${hue},65%,${variant ? 78 : 70}%)`;
  const sky2 = `hsl(${(hue + 35) % 360},70%,88%)`;
  const hill = `hsl(${(hue + 120) % 360},35%,${variant ? 38 : 32}%)`;
  const accent = `hsl(${(hue + 200) % 360},70%,45%)`;
  const x = variant === 1 ? 330 : variant === 2 ? 640 : 480;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    <circle cx="${variant === 1 ? 780 : 150}" cy="110" r="60" fill="#fde047" opacity="0.9"/>
    <path d="M0 ${H - 170} Q ${W * 0.3} ${H - 240 + variant * 20} ${W * 0.6} ${H - 180} T ${W} ${H - 200} V ${H} H 0 z" fill="${hill}"/>
    <g transform="translate(${x} ${H - 150}) scale(1.3) translate(${-x} ${-(H - 150)})">${motif(m, x, H - 150, accent)}</g>
    <rect y="${H - 78}" width="${W}" height="78" fill="#0b3d26" opacity="0.78"/>
    <text x="32" y="${H - 30}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${esc(caption)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
}
