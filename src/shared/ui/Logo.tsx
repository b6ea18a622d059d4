/**
 * The product logo: the same file as the favicon (public/logo.svg), so its drawing is not in every
 * page's JavaScript; width and height are set, so nothing moves when it arrives.
 */
export function Logo({ size = 48 }: { size?: number }) {
  return (
    <img
      src={`${import.meta.env.BASE_URL}logo.svg`}
      width={size}
      height={size}
      alt="Who Will Win"
      style={{ display: 'block' }}
    />
  );
}
