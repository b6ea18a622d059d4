import { Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatDateTime, formatMoney } from '@/shared/lib/format';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import type { Contest } from './schemas';

/** A long text of the contest under its heading, kept as typed (line breaks), or what is missing. */
function ContestText({
  title,
  text,
  missing,
  mt,
}: {
  title: string;
  text: string;
  missing: string;
  mt?: string;
}) {
  return (
    <>
      <Title order={2} size="h4" mt={mt} mb="xs">
        {title}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }} c={text ? undefined : 'dimmed'}>
        {text || missing}
      </Text>
    </>
  );
}

/** The cover with the contest's figures, then its description and rules. */
export function ContestFacts({ contest }: { contest: Contest }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Image
            src={contest.coverUrl}
            alt={`Обложка конкурса «${contest.title}»`}
            w={240}
            h={135}
            radius="sm"
            fit="cover"
          />
          {/* At least 16rem beside the cover, else below it (a phone): never squeezed. */}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" style={{ flex: '1 1 16rem' }}>
            <LabeledValue label="Категория">{contest.category.name}</LabeledValue>
            <LabeledValue label="Призовой фонд">
              <Text fw={700} size="sm">
                {formatMoney(contest.prizeFund)}
              </Text>
            </LabeledValue>
            <LabeledValue label="Взнос за участие">
              {contest.entryFee === 0 ? 'бесплатно' : formatMoney(contest.entryFee)}
            </LabeledValue>
            <LabeledValue label="Участники">
              {formatCount(contest.participantsCount)}
              {contest.maxParticipants === null
                ? ' (без ограничения)'
                : ` из ${formatCount(contest.maxParticipants)}`}
            </LabeledValue>
            <LabeledValue label="Видео">{formatCount(contest.videosCount)}</LabeledValue>
            <LabeledValue label="Создан">{formatDateTime(contest.createdAt)}</LabeledValue>
          </SimpleGrid>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <ContestText title="Описание" text={contest.description} missing="Описания пока нет." />
        <ContestText title="Правила" text={contest.rules} missing="Правил пока нет." mt="md" />
      </Paper>
    </Stack>
  );
}
