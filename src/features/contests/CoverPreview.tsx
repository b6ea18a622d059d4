import { Image, Text } from '@mantine/core';
import { useState } from 'react';

/** The cover as it will look, or why there is none. */
export function CoverPreview({ url }: { url: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const trimmed = url.trim();
  if (!trimmed)
    return (
      <Text size="xs" c="dimmed">
        Будет показана обложка по умолчанию.
      </Text>
    );
  if (broken === trimmed)
    return (
      <Text size="xs" c="orange">
        Изображение по этой ссылке не загружается.
      </Text>
    );
  return (
    <Image
      src={trimmed}
      alt="Предпросмотр обложки"
      w={240}
      h={135}
      radius="sm"
      fit="cover"
      onError={() => setBroken(trimmed)}
    />
  );
}
