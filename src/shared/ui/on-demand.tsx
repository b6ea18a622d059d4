import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type JSX,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { afterNextPaint } from '../lib/after-next-paint';

/*
 * Widgets a user opens (menus, popovers, selects, pickers, dialogs, panels) load when first opened,
 * not with the page: the page draws only what it shows. The one way to build one (src/shared/README.md,
 * «Widgets that load when opened»):
 *
 * - the widget's whole code — every Mantine popup component it renders — in a module of its own
 *   whose default export is the component; nothing else imports that module statically;
 * - `const X = lazyWidget(() => import('./XWidget'))` where the page used the widget;
 * - a popup opened from a control: `<OpenOnDemand widget={X} trigger={<ActionIcon …/>} />`, and the
 *   widget takes `OpenedWidgetProps` and `useOpenedOnMount` (below);
 * - a dialog component: `{useOpenedOnce(opened) && <X opened={opened} … />}`;
 * - a dialog opened by a function (`modals.open…`): the function in a module of its own, called through
 *   `onFirstCall` (lib/on-first-call.ts).
 */

/** A component whose code loads the first time it is drawn; `preload()` fetches it earlier. */
export type LazyWidget<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  preload: () => Promise<unknown>;
};

export function lazyWidget<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyWidget<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // A failed preload is tried again when the widget is drawn.
  const preload = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Loaded = lazy(preload);
  function Widget({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(Widget, { preload });
}

/** A control as a page draws it: the props a widget may add to it (its ref, ARIA state, handlers). */
export type TriggerElement = ReactElement<Record<string, unknown>>;

/** What a widget drawn by `OpenOnDemand` is given. */
export interface OpenedWidgetProps {
  /** The control that opens it, as the page drew it: the widget's target. */
  trigger: TriggerElement;
  /** The user opened it this moment: it opens, and its target takes the focus, as it mounts. */
  opening: boolean;
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A popup opened from a control: until its first opening only `trigger` is drawn; the pointer resting
 * on it or the focus preloads the widget, the first click (or Enter, Space) draws it in the trigger's
 * place, opened, its target focused — then it is an ordinary Mantine menu, popover or picker.
 */
export function OpenOnDemand<P extends object>({
  widget: Widget,
  trigger,
  ...props
}: { widget: LazyWidget<P & OpenedWidgetProps>; trigger: ReactElement<TriggerProps> } & Omit<
  P,
  keyof OpenedWidgetProps
>) {
  const [opening, setOpening] = useState(false);
  const own = trigger.props;
  const preload = () => void Widget.preload();
  const standIn = cloneElement(trigger, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      setOpening(true);
      own.onClick?.(event);
    },
    onPointerEnter: (event: MouseEvent<HTMLElement>) => {
      preload();
      own.onPointerEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      preload();
      own.onFocus?.(event);
    },
  });
  if (!opening) return standIn;
  return (
    <Widget
      {...(props as unknown as P)}
      trigger={trigger as TriggerElement}
      opening
      // While the code arrives the control stays as it was.
      fallback={standIn}
    />
  );
}

/**
 * Inside a widget of `OpenOnDemand`: its open state, and the ref for its target. Mounted `opening`, the
 * target takes the focus (the control clicked is gone) and then the popup opens, so closing it gives
 * the focus back to the target as any Mantine popup does.
 */
export function useOpenedOnMount(opening: boolean): {
  opened: boolean;
  setOpened: (opened: boolean) => void;
  targetRef: Ref<HTMLElement>;
} {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(opening);
  const targetRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !pending) return;
      element.focus();
      setPending(false);
      setOpened(true);
    },
    [pending],
  );
  return { opened, setOpened, targetRef };
}

/**
 * `useOpenedOnMount` for a popover the widget controls (Mantine's Popover does not toggle itself when
 * controlled): `target` is the trigger that opens and closes it and says whether it is open;
 * `popover` goes on the Popover: open, the focus moves into its panel (Tab stays there, the panel
 * being drawn elsewhere in the document), and Escape closes it and gives the focus back to the trigger.
 */
export function useOpenedPopover(
  trigger: TriggerElement,
  opening: boolean,
): {
  opened: boolean;
  setOpened: (opened: boolean) => void;
  target: TriggerElement;
  popover: {
    opened: boolean;
    onChange: (opened: boolean) => void;
    trapFocus: true;
    returnFocus: true;
  };
} {
  const { opened, setOpened, targetRef } = useOpenedOnMount(opening);
  const target = cloneElement(trigger, {
    ref: targetRef,
    'aria-expanded': opened,
    onClick: () => setOpened(!opened),
  });
  return {
    opened,
    setOpened,
    target,
    popover: { opened, onChange: setOpened, trapFocus: true, returnFocus: true },
  };
}

/**
 * A dialog component loaded on demand stays mounted once it has opened: its closing transition plays
 * and it gives the focus back. `{useOpenedOnce(opened) && <Dialog opened={opened} … />}`.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/**
 * True once the browser has been idle after `ready` (the page's data drawn): what a page shows but
 * nobody needs for its first paint (a chart) is loaded then, after the page's first rows, however
 * long they take.
 */
export function useWhenIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (ready ? whenIdle(() => setIdle(true)) : undefined), [ready]);
  return idle;
}

/** Runs `run` once the browser is idle (at the latest 2 s on); the answer cancels it. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}

/** What says a person is at the page: the pointer moving, a key, a touch, the wheel. */
const FIRST_INPUTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Runs `run` once, after the next input of the user (its own frame is drawn first); the answer
 * cancels it. No timer and no idle callback: a page nobody touches runs nothing more once loaded.
 */
export function afterFirstInput(run: () => void): () => void {
  let cancelRun = () => {};
  const stopListening = () => {
    for (const type of FIRST_INPUTS) window.removeEventListener(type, onInput, true);
  };
  function onInput() {
    stopListening();
    // After the input's handlers and its paint: the fetch never delays what the input shows.
    cancelRun = afterNextPaint(run);
  }
  for (const type of FIRST_INPUTS) {
    window.addEventListener(type, onInput, { capture: true, passive: true });
  }
  return () => {
    stopListening();
    cancelRun();
  };
}

/**
 * Fetches what a page offers later (a bar shown once rows are ticked, a decision's dialog, the
 * notices' containers) at the user's first input once the page's first rows are drawn (`ready`):
 * nothing of it is fetched or run during the load, however long the rows take, and it is there by
 * its first use, which takes an input too (docs/performance.md#the-first-row-and-nothing-else).
 * `load` is a widget's `preload` (or `onFirstCall`'s), a module constant.
 */
export function usePreloadOnFirstInput(load: () => Promise<unknown>, ready = true): void {
  // A failure is tried again when the widget is drawn.
  useEffect(
    () => (ready ? afterFirstInput(() => void load().catch(() => undefined)) : undefined),
    [load, ready],
  );
}
