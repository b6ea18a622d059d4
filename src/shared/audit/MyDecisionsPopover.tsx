import { Popover, Text } from '@mantine/core';
import { useOpenedPopover, type OpenedWidgetProps } from '../ui/on-demand';
import MyDecisions from './MyDecisions';

/**
 * «Мои решения» in the header: the popover and its list, loaded (code and data) when first opened;
 * the shell draws only its button.
 */
export default function MyDecisionsPopover({
  trigger,
  opening,
  selfId,
}: OpenedWidgetProps & { selfId: number }) {
  const { opened, setOpened, target, popover } = useOpenedPopover(trigger, opening);
  return (
    // The header never scrolls away, so the popover never hides for a detached button: hidden so in
    // jsdom (no layout, every box 0 × 0), it opened with nothing for the focus trap to focus.
    <Popover {...popover} position="bottom-end" width={320} shadow="md" hideDetached={false}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb="xs">
          Мои решения
        </Text>
        {opened && <MyDecisions actorId={selfId} onNavigate={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
