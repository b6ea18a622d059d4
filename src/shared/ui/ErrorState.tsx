import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
}

/** What failed, in Russian, and a way to try again. */
export function ErrorState({
  title = 'Не удалось загрузить данные',
  message,
  onRetry,
}: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
          >
            Повторить
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** For `lazyWidget`: a list's error row loads it when a list fails, not with every list. */
export default ErrorState;
