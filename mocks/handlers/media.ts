import { http, HttpResponse } from 'msw';
import { db } from '../db';

const PALETTE = ['#228be6', '#12b886', '#fab005', '#fa5252', '#7950f2', '#15aabf', '#fd7e14', '#40c057'];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Every media URL of the mock is answered here, locally: nothing leaves the machine. */
export const mediaHandlers = [
  http.get('*/mock-media/avatars/:file', ({ params }) => {
    const id = Number(String(params.file).replace(/\.svg$/, ''));
    const user = db.users.find((candidate) => candidate.id === id);
    const color = PALETTE[id % PALETTE.length];
    const text = user ? initials(user.name) : '?';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/><text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${text}</text></svg>`;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
  }),
];
