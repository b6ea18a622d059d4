import { Anchor, Box, Text, type MantineSize } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Long free text (an application's message, a comment) cut to a few lines in a list, with
 * «Показать полностью» to read the rest in place. The toggle appears only when the text is actually
 * cut, which depends on the column's width, so it is measured (and re-measured on resize).
 */
export function ExpandableText({
  children,
  lines = 2,
  size = 'sm',
}: {
  children: ReactNode;
  lines?: number;
  size?: MantineSize;
}) {
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    // The observer reports once right away, then on every change of the box.
    const observer = new ResizeObserver(() =>
      setClamped(element.scrollHeight > element.clientHeight + 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children]);

  return (
    <Box>
      <Text ref={ref} size={size} lineClamp={expanded ? undefined : lines}>
        {children}
      </Text>
      {(clamped || expanded) && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Свернуть' : 'Показать полностью'}
        </Anchor>
      )}
    </Box>
  );
}
