import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { formatCount } from '@/shared/lib/format';
import { overlaysReady } from '@/shared/ui/overlays-ready';
import { plural } from './format';
import type { Participant } from './schemas';

function votesLabel(votes: number): string {
  return `${formatCount(votes)} ${plural(votes, 'голос', 'голоса', 'голосов')}`;
}

export function participantLabel(participant: Participant): string {
  return `${participant.place}. ${participant.user.nickname} — «${participant.video.title}» (${votesLabel(participant.votes)})`;
}

function WinnerForm({
  participants,
  submit,
  onDone,
}: {
  participants: Participant[];
  submit: (videoId: number) => Promise<boolean>;
  onDone: (videoId: number | null) => void;
}) {
  // The most voted entry is suggested; the administrator may choose another (a disqualification).
  const [chosen, setChosen] = useState<string | null>(
    participants[0] ? String(participants[0].video.id) : null,
  );
  const [sending, setSending] = useState(false);
  const finish = async () => {
    if (!chosen || sending) return;
    setSending(true);
    const agreed = await submit(Number(chosen));
    setSending(false);
    if (agreed) onDone(Number(chosen));
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Конкурс закроется, победитель будет объявлен. Предложена работа с наибольшим числом голосов.
      </Text>
      <Select
        label="Победитель"
        withAsterisk
        searchable
        allowDeselect={false}
        data={participants.map((participant) => ({
          value: String(participant.video.id),
          label: participantLabel(participant),
        }))}
        value={chosen}
        onChange={setChosen}
        nothingFoundMessage="Ничего не найдено"
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => onDone(null)}>
          Отмена
        </Button>
        {/* Focus on the decision, not the select: a focused select would open its list over it. */}
        <Button onClick={() => void finish()} loading={sending} disabled={!chosen} data-autofocus>
          Завершить конкурс
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Asks which entry wins and sends it with `submit`; the dialog stays open until the server agrees,
 * so a failed call can be retried. Resolves with the video id, or null when dismissed.
 */
export async function askWinner(
  participants: Participant[],
  submit: (videoId: number) => Promise<boolean>,
): Promise<number | null> {
  await overlaysReady();
  return new Promise((resolve) => {
    let settled = false;
    const id = modals.open({
      title: 'Завершить конкурс',
      centered: true,
      size: 'lg',
      onClose: () => {
        if (!settled) resolve(null);
      },
      children: (
        <WinnerForm
          participants={participants}
          submit={submit}
          onDone={(videoId) => {
            settled = true;
            resolve(videoId);
            modals.close(id);
          }}
        />
      ),
    });
  });
}
