/**
 * A video's preview in a table row: a plain `img` drawn as Mantine's Image draws one (block, covering,
 * the small radius), which is a component and its style resolution per row.
 */
export function Thumbnail({
  src,
  width,
  height,
  lazy = false,
}: {
  src: string;
  /** In pixels, scaled as Mantine scales its sizes. */
  width: number;
  height: number;
  /** Loaded when scrolled near (rows below the fold). */
  lazy?: boolean;
}) {
  const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
  return (
    <img
      src={src}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      className="mantine-Image-root"
      style={{
        display: 'block',
        flex: 0,
        width: rem(width),
        height: rem(height),
        objectFit: 'cover',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    />
  );
}
