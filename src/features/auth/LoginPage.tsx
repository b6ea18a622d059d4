import {
  Alert,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { useEntityForm } from '@/shared/form/useEntityForm';
import { emailField, requiredString } from '@/shared/lib/validation';
import { listUnsent, unsentDecisionsNotice } from '@/shared/api/unsent-decisions';
import { Logo } from '@/shared/ui/Logo';
import { notifyWarning } from '@/shared/ui/notify';
import { takeSessionNotice } from '@/shared/session/notice';
import type { User } from '@/shared/api/self';
import { useLogin } from './api';

const loginSchema = z.object({ email: emailField, password: requiredString });

interface LoginPageProps {
  /** Where to go once logged in; the route decides, given the profile's roles. */
  onLoggedIn: (user: User) => void;
}

export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const login = useLogin();
  // Decisions the last session could not send (docs/product.md#unsent-decisions): said until the
  // login sends them.
  const [unsent] = useState(() => listUnsent());

  // Why the session ended (left before the reload that brought the user here), said once.
  useEffect(() => {
    const notice = takeSessionNotice();
    if (notice) notifyWarning(notice);
  }, []);
  // docs/product.md#login-form-rules: checked on submit; errors appear only after the first
  // attempt, then follow the input.
  const { form, onSubmit } = useEntityForm({
    schema: loginSchema,
    initialValues: { email: '', password: '' },
  });

  const handleSubmit = onSubmit((values) => {
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: onLoggedIn },
    );
  });

  return (
    // The page's main landmark (axe landmark-one-main, region): everything on it is the form.
    <Center component="main" mih="100vh" bg="var(--www-color-backdrop)" p="md">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={420}>
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="md">
            <Center>
              <Logo size={64} />
            </Center>
            <Title order={1} size="h3" ta="center">
              Административная панель Who Will Win
            </Title>
            {unsent.length > 0 && (
              <Alert color="orange" role="status" data-testid="unsent-decisions">
                {unsentDecisionsNotice(unsent)}
              </Alert>
            )}
            <TextInput
              label="Логин"
              placeholder="Введите логин"
              autoComplete="username"
              type="email"
              autoFocus
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Пароль"
              placeholder="Введите пароль"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Box mih={22}>
              {login.error && (
                <Text c="red" size="sm" role="alert" data-testid="login-error">
                  {login.error.message}
                </Text>
              )}
            </Box>
            <Button type="submit" fullWidth loading={login.isPending}>
              Войти
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
