import { UnstyledButton } from '@mantine/core';
import classes from './PageButtons.module.css';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The pages shown, as Mantine's Pagination shows them (one sibling, one boundary): all of them up to
 * seven, else the first, the current one with its neighbours and the last, dots between.
 */
export function pagesShown(total: number, page: number): Array<number | 'dots'> {
  if (total <= 7) return range(1, total);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, total - 1);
  if (left <= 3) return [...range(1, 5), 'dots', total];
  if (right >= total - 2) return [1, 'dots', ...range(total - 4, total)];
  return [1, 'dots', ...range(left, right), 'dots', total];
}

const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 16 16" className={classes.icon} aria-hidden>
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const CONTROL = `${classes.control} mantine-Pagination-control`;

/**
 * The pages of a list: previous, the numbers (the first, the last, the current one and its
 * neighbours, dots between), next. Drawn as Mantine's Pagination of size sm draws them, from plain
 * buttons and a CSS module.
 */
export function PageButtons({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  return (
    <div className={`${classes.root} mantine-Pagination-root`}>
      <UnstyledButton
        className={CONTROL}
        aria-label="Предыдущая страница"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Icon path={PREVIOUS} />
      </UnstyledButton>
      {pagesShown(total, value).map((page, index) =>
        page === 'dots' ? (
          <div key={`dots-${index}`} className={classes.dots}>
            <Icon path={DOTS} />
          </div>
        ) : (
          <UnstyledButton
            key={page}
            className={`${CONTROL} mantine-active`}
            data-with-padding
            data-active={page === value || undefined}
            aria-current={page === value ? 'page' : undefined}
            onClick={() => onChange(page)}
          >
            {page}
          </UnstyledButton>
        ),
      )}
      <UnstyledButton
        className={`${CONTROL} mantine-active`}
        aria-label="Следующая страница"
        disabled={value >= total}
        onClick={() => onChange(value + 1)}
      >
        <Icon path={NEXT} />
      </UnstyledButton>
    </div>
  );
}
