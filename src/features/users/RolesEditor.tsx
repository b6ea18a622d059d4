import { Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_ROLE } from '@/shared/api/schemas';
import type { User } from '@/shared/api/self';
import { confirmAction } from '@/shared/ui/dialogs';
import { rolesQueryOptions } from '@/shared/api/options';
import { useUpdateRoles } from './api';

export const SELF_ADMIN_REMOVAL_MESSAGE =
  'Нельзя снять с себя роль «Администратор»: попросите другого администратора.';

/** Administrators change roles; removing one's own administrator role is refused up front. */
export function RolesEditor({ user, selfId }: { user: User; selfId: number }) {
  const roles = useQuery(rolesQueryOptions());
  const update = useUpdateRoles();
  const saved = user.roles.map((role) => String(role.id));
  const [value, setValue] = useState<string[]>(saved);
  const [error, setError] = useState<string | null>(null);
  const changed = value.length !== saved.length || value.some((id) => !saved.includes(id));
  const adminRoleId = roles.data?.find((role) => role.name === ADMIN_ROLE)?.id;

  async function save() {
    setError(null);
    const removesAdmin =
      adminRoleId !== undefined &&
      saved.includes(String(adminRoleId)) &&
      !value.includes(String(adminRoleId));
    if (removesAdmin && user.id === selfId) {
      setError(SELF_ADMIN_REMOVAL_MESSAGE);
      return;
    }
    if (value.length === 0) {
      setError('Выберите хотя бы одну роль');
      return;
    }
    if (removesAdmin) {
      const ok = await confirmAction({
        title: 'Снять роль администратора?',
        message: `${user.nickname} потеряет доступ к финансам и справочникам.`,
        confirmLabel: 'Снять роль',
        danger: true,
      });
      if (!ok) return;
    }
    update.mutate({ id: user.id, roleIds: value.map(Number) });
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Роли
        </Title>
        <MultiSelect
          aria-label="Роли пользователя"
          data={(roles.data ?? user.roles).map((role) => ({
            value: String(role.id),
            label: role.name,
          }))}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Роль «Администратор» открывает все разделы, «Модератор» — модерацию и пользователей.
          </Text>
          <Button
            size="xs"
            disabled={!changed}
            loading={update.isPending}
            onClick={() => void save()}
          >
            Сохранить роли
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
