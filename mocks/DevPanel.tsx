import {
  ActionIcon,
  Affix,
  Button,
  Group,
  NumberInput,
  Popover,
  Slider,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { mockApi } from './browser';

/** Developer controls of the mock backend, bottom-left, present only in mock mode. */
export function DevPanel() {
  const [latency, setLatency] = useState(mockApi.controls.latencyMs);
  const [errorRate, setErrorRate] = useState(mockApi.controls.errorRate);
  const [errorSeed, setErrorSeed] = useState(mockApi.controls.errorSeed);
  const [colleague, setColleague] = useState(mockApi.controls.colleague);
  const [done, setDone] = useState('');

  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
      <Popover width={300} position="top-start" shadow="md" withArrow>
        <Popover.Target>
          <Tooltip label="Мок-сервер: настройки разработчика">
            <ActionIcon
              size="lg"
              radius="xl"
              variant="filled"
              color="grape"
              aria-label="Мок-сервер"
            >
              <IconFlask size={18} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            <Text fw={600} size="sm">
              Мок-сервер
            </Text>
            <NumberInput
              label="Задержка ответа, мс"
              min={0}
              max={10_000}
              step={50}
              value={latency}
              onChange={(value) => {
                const ms = typeof value === 'number' ? value : 0;
                setLatency(ms);
                mockApi.setControls({ latencyMs: ms });
              }}
            />
            <div>
              <Text size="sm" fw={500}>
                Доля ошибок 500: {Math.round(errorRate * 100)}%
              </Text>
              <Slider
                aria-label="Доля ошибок 500"
                min={0}
                max={1}
                step={0.05}
                value={errorRate}
                label={(value) => `${Math.round(value * 100)}%`}
                onChange={(value) => {
                  setErrorRate(value);
                  mockApi.setControls({ errorRate: value });
                }}
              />
            </div>
            <NumberInput
              label="Зерно ошибок"
              description="0 — ошибки случайны; другое число делает их повторяемыми"
              min={0}
              step={1}
              allowDecimal={false}
              value={errorSeed}
              onChange={(value) => {
                const seed = typeof value === 'number' ? value : 0;
                setErrorSeed(seed);
                mockApi.setControls({ errorSeed: seed });
              }}
            />
            <Switch
              label="Коллега-модератор"
              description="Каждые несколько секунд берёт на проверку и решает элементы очередей"
              checked={colleague}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setColleague(on);
                mockApi.setControls({ colleague: on });
              }}
            />
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  mockApi.expireAccessTokensNow();
                  setDone('Access token истёк: следующий запрос обновит сессию.');
                }}
              >
                Истечь access token
              </Button>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => {
                  mockApi.expireRefreshTokensNow();
                  setDone('Оба токена истекли: следующий запрос завершит сессию.');
                }}
              >
                Истечь оба токена
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => {
                  mockApi.reset();
                  window.location.reload();
                }}
              >
                Сбросить данные
              </Button>
            </Group>
            {done && (
              <Text size="xs" c="dimmed">
                {done}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}
