import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  frameRisk,
  RISK_CLASSES,
  RISK_CLASS_LABELS,
  UNSAFE_RISK_CLASSES,
  type FrameRiskClasses,
  type RiskClass,
} from '@/contract/video-risk';

/** Filled colours with white text: readable on the light and the dark scheme alike. */
const CLASS_COLORS: Record<RiskClass, string> = {
  Porn: 'red.9',
  Hentai: 'grape.9',
  Sexy: 'orange.9',
  Drawing: 'blue.8',
  Neutral: 'gray.7',
};

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The unsafe class the model finds likeliest: what a mark names. */
export function riskiestClass(classes: FrameRiskClasses): RiskClass {
  return UNSAFE_RISK_CLASSES.reduce((top, name) => (classes[name] > classes[top] ? name : top));
}

/** What a mark says, in words: the model's guess, its class and how likely. */
export function riskMarkText(classes: FrameRiskClasses): string {
  const name = riskiestClass(classes);
  return `${RISK_CLASS_LABELS[name]} ${percent(classes[name])} (оценка модели)`;
}

/**
 * A frame's mark, over its picture: the likeliest unsafe class and its probability. The frame's name
 * says it with the words that it is the model's guess (riskMarkText).
 */
export function RiskBadge({ classes }: { classes: FrameRiskClasses }) {
  const name = riskiestClass(classes);
  return (
    <Badge
      aria-hidden
      size="xs"
      radius="sm"
      variant="filled"
      color={CLASS_COLORS[name]}
      data-risk-mark={name}
      // On a narrow frame the words wrap («Откровенное» over «70 %») rather than run past it.
      styles={{
        root: {
          position: 'absolute',
          top: 4,
          left: 4,
          maxWidth: 'calc(100% - 8px)',
          height: 'auto',
          paddingBlock: 1,
          pointerEvents: 'none',
          textTransform: 'none',
        },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.2 },
      }}
    >
      {`${RISK_CLASS_LABELS[name]} ${Math.round(classes[name] * 100)}\u00a0%`}
    </Badge>
  );
}

/** An opened frame's classes: the risk, then all five, said to be the model's guess. */
export function RiskClassesList({ classes }: { classes: FrameRiskClasses }) {
  return (
    <Stack gap={0} mt={4} data-testid="frame-risk">
      <Text size="xs" fw={600}>
        Риск {percent(frameRisk(classes))} — оценка модели
      </Text>
      {RISK_CLASSES.map((name) => (
        <Group key={name} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs">{RISK_CLASS_LABELS[name]}</Text>
          <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {percent(classes[name])}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
