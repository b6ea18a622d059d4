/** The product logo: a trophy with a play button, inline so it needs no request. */
export function Logo({ size = 48 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label="Who Will Win">
      <defs>
        <linearGradient id="www-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7048e8" />
          <stop offset="1" stopColor="#1c7ed6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#www-logo-gradient)" />
      <path d="M20 18h24v6c0 7-5 12-12 12s-12-5-12-12v-6z" fill="#ffd43b" />
      <path
        d="M20 20h-5c0 6 3 9 7 10M44 20h5c0 6-3 9-7 10"
        stroke="#ffd43b"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="29" y="36" width="6" height="8" fill="#ffd43b" />
      <rect x="22" y="44" width="20" height="5" rx="2" fill="#ffd43b" />
      <path d="M29 22l8 5-8 5z" fill="#7048e8" />
    </svg>
  );
}
